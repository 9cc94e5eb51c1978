import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines, a block (an image, a button) and a circle (an avatar). */
export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <p data-testid="paragraph">
        <Skeleton />
        <Skeleton width="60%" />
      </p>
      <Skeleton shape="block" height={120} />
      <Skeleton shape="circle" width={48} height={48} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const placeholders = Array.from(canvasElement.querySelectorAll('[data-skeleton]'));
    await expect(placeholders).toHaveLength(4);
    for (const placeholder of placeholders) {
      await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
      // No shimmer under test (and for readers who prefer reduced motion).
      await expect(getComputedStyle(placeholder).animationName).toBe('none');
    }
    // Two text lines take exactly two lines of the paragraph's font.
    const paragraph = canvas.getByTestId('paragraph');
    const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
    await expect(paragraph.getBoundingClientRect().height).toBeCloseTo(lineHeight * 2, 0);
  },
};
