import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'Data Science', onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Data Science' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    chip.blur();
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Data Science' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Labels show exactly as given: no capitalising 'UI/UX Design' into 'Ui/Ux Design'. */
export const LabelAsGiven: Story = {
  args: { children: 'UI/UX Design' },
  play: async ({ canvas }) => {
    const chip = canvas.getByRole('button', { name: 'UI/UX Design' });
    await expect(getComputedStyle(chip).textTransform).toBe('none');
    await expect(chip.innerText).toBe('UI/UX Design');
  },
};

const categories = ['All', 'Web Development', 'Data Science', 'UI/UX Design'];

/** A group of chips where one is chosen, as in the catalogue's filters. */
export const Group: Story = {
  render: function Render() {
    const [chosen, setChosen] = useState('All');
    return (
      <div role="group" aria-label="Category" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {categories.map((category) => (
          <Chip key={category} selected={chosen === category} onClick={() => setChosen(category)}>
            {category}
          </Chip>
        ))}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const chosen = canvas.getByRole('button', { name: 'Web Development' });
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('button', { name: 'UI/UX Design' }).innerText).toBe(
      'UI/UX Design',
    );
    // The snapshot shows the chosen filter, not a focus ring.
    chosen.blur();
  },
};
