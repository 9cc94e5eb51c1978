// Home with its lists loaded; while they load, fail or come back empty: Home.errors.stories.tsx
// (same title, so every story keeps its id).
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Home } from './Home';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { cardTitles, mostEnrolled, newest, section } from './Home.play';

export default {
  title: 'Screens/Home',
  // One docs page would render every state at once against one mock API; screens are reviewed per story.
  tags: ['!autodocs'],
  ...screenMeta(Home, { route: paths.home.path }),
};
type Story = StoryObj<typeof Home>;

export const Loaded: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await step('page title and hero', async () => {
      await waitFor(() => expect(document.title).toBe('Home | EduGate'));
      const hero = canvas.getByRole('region', { name: 'Highlights' });
      const titles = within(hero)
        .getAllByRole('heading', { level: 2, hidden: true })
        .map((heading) => heading.textContent);
      await expect(titles).toEqual([
        'Welcome to EduGate',
        'Interactive Learning',
        'Join Our Community',
      ]);
      await expect(within(hero).getByRole('heading', { name: 'Welcome to EduGate' })).toBeVisible();
      await expect(
        within(hero).getByText(
          'Empower your learning journey with top courses and expert instructors.',
        ),
      ).toBeVisible();
      await expect(within(hero).getByRole('link', { name: 'Explore Courses' })).toHaveAttribute(
        'href',
        '/courses',
      );
      const height = hero.getBoundingClientRect().height;
      // min(70vw, 500px) with a 300px floor: 500px at this width.
      await expect(height).toBe(Math.max(300, Math.min(window.innerWidth * 0.7, 500)));
    });

    await step('Latest Courses: six newest, with dates and Details', async () => {
      const latest = section(canvasElement, 'Latest Courses');
      await waitFor(() => expect(cardTitles(latest)).toEqual(newest.map((course) => course.title)));
      const first = within(latest).getAllByRole('article')[0]!;
      await expect(within(first).getByText('Added: 3/12/2026')).toBeVisible();
      // Two courses of one category next to each other get the category's two illustrations.
      const images = within(latest)
        .getAllByRole('article')
        .map((card) => card.querySelector('img')!.getAttribute('src'));
      for (let index = 1; index < images.length; index += 1) {
        await expect(images[index]).not.toBe(images[index - 1]);
      }
      await expect(within(first).getByRole('link', { name: /^Details/ })).toHaveAttribute(
        'href',
        `/courses/${newest[0]!._id}`,
      );
    });

    await step('Popular Courses: six most enrolled, with badges and View Details', async () => {
      const popular = section(canvasElement, 'Popular Courses');
      await waitFor(() =>
        expect(cardTitles(popular)).toEqual(mostEnrolled.map((course) => course.title)),
      );
      const first = within(popular).getAllByRole('article')[0]!;
      await expect(
        within(first).getByText(`${mostEnrolled[0]!.enrollments} Enrolled`),
      ).toBeVisible();
      await expect(within(first).getByRole('link', { name: /^View Details/ })).toHaveTextContent(
        'View Details',
      );
    });

    await step('Featured Categories link to the filtered catalogue', async () => {
      const categories = section(canvasElement, 'Featured Categories');
      await expect(cardTitles(categories)).toEqual([
        'Web Development',
        'Data Science',
        'Mobile Development',
        'UI/UX Design',
      ]);
      await expect(
        within(categories).getByText('Master modern web technologies and frameworks'),
      ).toBeVisible();
      const hrefs = within(categories)
        .getAllByRole('link', { name: /^Explore Courses/ })
        .map((link) =>
          new URL(link.getAttribute('href')!, 'https://edugate.test').searchParams.get('category'),
        );
      await expect(hrefs).toEqual([
        'web development',
        'data science',
        'mobile development',
        'ui/ux design',
      ]);
    });

    await step('Why Choose EduGate', async () => {
      const why = section(canvasElement, 'Why Choose EduGate');
      await expect(cardTitles(why)).toEqual([
        'Expert Instructors',
        'Interactive Learning',
        'Flexible Schedule',
        'Career Support',
      ]);
      await expect(
        within(why).getByText('Learn at your own pace with lifetime access to courses'),
      ).toBeVisible();
      await expect(within(why).getByRole('link', { name: 'Start Learning Today' })).toHaveAttribute(
        'href',
        '/courses',
      );
    });
  },
};

export const LoadedSmall: Story = atSmall<Story>({
  play: async ({ canvas, canvasElement }) => {
    const latest = section(canvasElement, 'Latest Courses');
    await waitFor(() => expect(cardTitles(latest)).toHaveLength(6));
    // One column on small screens: every card is as wide as the grid.
    const grid = within(latest).getByRole('list');
    const card = within(latest).getAllByRole('listitem')[0]!;
    await expect(card.getBoundingClientRect().width).toBe(grid.getBoundingClientRect().width);
    // Nothing pushes the page sideways.
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
    // The hero keeps its 300px floor.
    await expect(
      canvas.getByRole('region', { name: 'Highlights' }).getBoundingClientRect().height,
    ).toBe(300);
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Popular Courses'))).toHaveLength(6),
    );
  },
});

export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Latest Courses'))).toHaveLength(6),
    );
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Popular Courses'))).toHaveLength(6),
    );
  },
};
