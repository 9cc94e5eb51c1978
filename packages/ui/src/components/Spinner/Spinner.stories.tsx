import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FullPageSpinner, Spinner } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: 'Loading courses' } };

export const Centered: Story = {
  args: { centered: true, label: 'Loading latest courses' },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading latest courses');
  },
};

/** Covers the page while, for example, the session is loading on a protected route. */
export const FullPage: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <FullPageSpinner label="Signing in" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing in');
  },
};
