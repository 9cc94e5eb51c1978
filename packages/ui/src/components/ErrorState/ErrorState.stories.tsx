import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { message: 'Failed to fetch course details. Please try again later.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch course details. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeDisabled();
  },
};

export const WithoutRetry: Story = {
  args: { message: 'Failed to load courses.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load courses.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // An icon from the one icon set, decorative; no "!" glyph beside the text.
    const icon = canvasElement.querySelector('svg.lucide-circle-alert')!;
    await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvas.getByRole('alert').parentElement).not.toHaveTextContent(/^!/);
  },
};
