import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: '42 Enrolled' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42 Enrolled')).toBeVisible();
  },
};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Full-time' } };
export const Success: Story = { args: { tone: 'success', children: 'Enrolled' } };
export const Warning: Story = { args: { tone: 'warning', children: '2 seats available' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Full' } };
