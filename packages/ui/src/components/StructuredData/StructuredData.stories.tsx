import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StructuredData } from './StructuredData';

const meta = {
  title: 'Components/StructuredData',
  component: StructuredData,
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof StructuredData>;

export default meta;
type Story = StoryObj<typeof meta>;

const data = {
  '@context': 'https://schema.org/',
  '@type': 'JobPosting',
  title: 'Engineer </script><script>alert(1)</script>',
};

/**
 * Draws nothing: the page carries a JSON-LD script a search engine reads. A text that closes the
 * script element stays text (its '<' escaped), and the JSON reads back as it was given.
 */
export const JsonLd: Story = {
  args: { data },
  play: async ({ canvasElement }) => {
    const scripts = canvasElement.querySelectorAll('script[type="application/ld+json"]');
    await expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    await expect(script.innerHTML).not.toContain('</script>');
    await expect(JSON.parse(script.textContent ?? '')).toEqual(data);
    await expect(canvasElement.querySelectorAll('script')).toHaveLength(1);
  },
};
