import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { blogTexts, findArticle } from '../../features/content';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { mainOf } from '../../testing/play';
import { BlogPost } from './BlogPost';

const slug = 'why-three-courses-at-a-time';
const article = findArticle(slug)!;

const meta = {
  title: 'Screens/BlogPost',
  tags: ['!autodocs'],
  ...screenMeta(BlogPost, { route: paths.blogPost.path, path: paths.blogPost.href(slug) }),
} satisfies Meta<typeof BlogPost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /blog/why-three-courses-at-a-time: check the article's title as heading and tab title, its
 * date, its sections and list drawn as headings and list items, and the way back to the blog.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${article.title} | EduGate`));
    await expect(main.getByText(/September 14, 2026/)).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 2, name: 'Why a limit at all?' }),
    ).toBeVisible();
    const steps = within(main.getByRole('list')).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Open My Enrolled Courses from the menu.');
    await expect(main.getByText('Enrollment Limit Reached', { selector: 'strong' })).toBeVisible();
    await expect(main.getByRole('link', { name: blogTexts.backToBlog })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};

/** The article at 375 px: check the text wraps inside the screen. */
export const Small: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    await expect(
      mainOf(canvas).getByRole('heading', { level: 1, name: article.title }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/** /blog/does-not-exist: no such article, so the page is the 404 page (the server sends 404). */
export const NotFound: Story = {
  parameters: {
    router: { route: paths.blogPost.path, path: paths.blogPost.href('does-not-exist') },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page Not Found | EduGate'));
    await expect(canvas.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
