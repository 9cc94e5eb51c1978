import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    as: 'article',
    style: { width: 320 },
    children: (
      <>
        <h3 style={{ marginBottom: 8 }}>Expert Instructors</h3>
        <p>Learn from industry professionals with years of experience</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'Learn from industry professionals with years of experience',
    );
  },
};
export const Flat: Story = { args: { elevation: 'flat' } };
export const LargePadding: Story = { args: { padding: 'lg' } };
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <>
        <h3 style={{ marginBottom: 8 }}>Web Development</h3>
        <p style={{ marginBottom: 16 }}>Master modern web technologies and frameworks</p>
        <Button>Explore Courses</Button>
      </>
    ),
  },
};
