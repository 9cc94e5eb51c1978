import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No courses found' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'No courses found' })).toBeVisible();
    // The same icon set as everywhere else (lucide), hidden from screen readers; no text glyph.
    const icon = canvasElement.querySelector('svg.lucide')!;
    await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(canvasElement).not.toHaveTextContent('∅');
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: "You haven't enrolled in any courses yet.",
    description: 'Browse the catalogue and pick up to three courses.',
    action: <ButtonLink to="/courses">Browse Courses</ButtonLink>,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: "You haven't enrolled in any courses yet." }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};
