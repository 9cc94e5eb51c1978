import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './Chip';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'data science', onClick: fn() },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unselected: Story = {
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'data science' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'data science' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

const categories = ['all', 'web development', 'data science', 'ui/ux design'];

/** A group of chips where one is chosen, as in the catalogue's filters. */
export const Group: Story = {
  render: function Render() {
    const [chosen, setChosen] = useState('all');
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
    await expect(canvas.getByRole('button', { name: 'all' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'web development' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'all' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
