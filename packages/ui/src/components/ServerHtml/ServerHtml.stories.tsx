import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServerHtml } from './ServerHtml';

/** What the API's Markdown renderer sends: a heading, a list, inline code and a code block. */
const rendered = [
  '<h2>Interfaces</h2>',
  '<p>An interface names the <strong>shape</strong> of an object, such as <code>Course</code>.</p>',
  '<ul><li>It can be extended.</li><li>It can be merged.</li></ul>',
  '<pre><code>interface Course {\n  title: string;\n}</code></pre>',
].join('\n');

const meta = {
  title: 'Components/ServerHtml',
  component: ServerHtml,
  args: { html: rendered },
} satisfies Meta<typeof ServerHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A lesson's article: long-form size and spacing. */
export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Interfaces' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('shape')).toBeVisible();
  },
};

/** A question's details or an answer: the same rendering at body size. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    const paragraph = canvas.getByText(/An interface names the/);
    await expect(getComputedStyle(paragraph).fontSize).toBe('16px');
    await expect(canvas.getByText('It can be merged.')).toBeVisible();
  },
};
