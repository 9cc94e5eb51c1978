import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { StarRating, Stars } from './StarRating';

function Controlled(props: {
  initial: number | null;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <StarRating
      label="Your rating"
      value={value}
      disabled={props.disabled}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/StarRating',
  component: Controlled,
  args: { initial: null, onChange: fn() },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: five empty stars, each a radio with its own name, in a group 'Your rating'. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Your rating' });
    await expect(group).toBeVisible();
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect(canvas.getByRole('radio', { name })).not.toBeChecked();
    }
  },
};

/** A click chooses a star; the stars up to it fill. */
export const ChosenByClick: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('', { selector: 'label[for$="-4"]' }));
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** Keyboard: arrows move and select, Home and End jump to 1 and 5 stars. */
export const Keyboard: Story = {
  args: { initial: 3 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const Disabled: Story = {
  args: { initial: 4, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** The read-only row reviews show: the number is what a screen reader hears. */
export const ReadOnly: Story = {
  render: () => <Stars value={4} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  },
};
