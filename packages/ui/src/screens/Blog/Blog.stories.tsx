import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { articles, blogTexts } from '../../features/content';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { BlogPost } from '../BlogPost/BlogPost';
import { Blog } from './Blog';

const meta = {
  title: 'Screens/Blog',
  tags: ['!autodocs'],
  ...screenMeta(Blog, { route: paths.blog.path }),
} satisfies Meta<typeof Blog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /blog: check the title and heading, then every article newest first with its date, summary and
 * a link to its own page.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 1, name: blogTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Blog | EduGate'));
    const cards = main.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(
      main.getAllByRole('heading', { level: 2 }).map((h: HTMLElement) => h.textContent),
    ).toEqual([
      'Sharing what you know: adding your own course',
      'Writing a job post people answer',
      'How to choose your first course',
      'Why you can take three courses at a time',
    ]);
    await expect(
      main.getByRole('link', { name: 'Why you can take three courses at a time' }),
    ).toHaveAttribute('href', '/blog/why-three-courses-at-a-time');
    await expect(main.getByText('November 16, 2026')).toBeVisible();
    await expect(main.getByText(articles[0]!.summary)).toBeVisible();
  },
};

/** At 375 px: check the cards stack in one column that fits the screen. */
export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(mainOf(canvas).getAllByRole('article')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/** An article's title opens its page. Ends on the article (its own stories): no snapshot. */
export const OpensAnArticle: Story = {
  parameters: {
    router: {
      route: paths.blog.path,
      routes: [{ path: paths.blogPost.path, element: <BlogPost /> }],
    },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'How to choose your first course' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'How to choose your first course' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('How to choose your first course | EduGate'));
  },
};
