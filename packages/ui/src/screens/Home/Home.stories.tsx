import type { CourseSort } from '@edugate/api-client';
import {
  emptyCatalogueDb,
  FIXTURE_NOW,
  fixtureCourses,
  MOCK_API_BASE_URL,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../layout/AppShell';
import { Home } from './Home';
import { atSmall } from '../../testing';

/** One of the two home lists (told apart by `sort`) fails; the other falls through to the mock API. */
const listFails = (sort: CourseSort) =>
  http.get(`${MOCK_API_BASE_URL}/courses`, ({ request }) =>
    new URL(request.url).searchParams.get('sort') === sort
      ? HttpResponse.json({ error: 'Database unavailable' }, { status: 500 })
      : undefined,
  );

/** One of the two home lists never answers, so it stays loading. */
const listNeverAnswers = (sort: CourseSort) =>
  http.get(`${MOCK_API_BASE_URL}/courses`, async ({ request }) => {
    if (new URL(request.url).searchParams.get('sort') !== sort) return undefined;
    await delay('infinite');
    return undefined;
  });

const meta = {
  title: 'Screens/Home',
  component: Home,
  decorators: [
    (Story) => (
      <AppShell year={FIXTURE_NOW.getUTCFullYear()}>
        <Story />
      </AppShell>
    ),
  ],
  // One docs page would render every state at once against one mock API; screens are reviewed per story.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen', router: { path: '/' } },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name });

const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

const newest = [...fixtureCourses].sort((a, b) => b.addedAt.localeCompare(a.addedAt)).slice(0, 6);
const mostEnrolled = [...fixtureCourses].sort((a, b) => b.enrollments - a.enrollments).slice(0, 6);

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

export const Loading: Story = {
  parameters: { msw: [listNeverAnswers('addedAt_desc'), listNeverAnswers('enrollments_desc')] },
  play: async ({ canvasElement }) => {
    const latest = section(canvasElement, 'Latest Courses');
    const popular = section(canvasElement, 'Popular Courses');
    await expect(within(latest).getByRole('status')).toHaveTextContent('Loading latest courses');
    await expect(within(popular).getByRole('status')).toHaveTextContent('Loading popular courses');
    await expect(within(latest).queryByRole('article')).not.toBeInTheDocument();
    // Placeholder cards of the final size, not a spinner.
    await expect(within(latest).getAllByTestId('course-card-skeleton')).toHaveLength(6);
    await expect(within(popular).getAllByTestId('course-card-skeleton')).toHaveLength(6);
    await expect(canvasElement.querySelector('[role="status"] svg')).toBeNull();
  },
};

export const LoadingSmall: Story = atSmall(Loading);

/** Both lists wait for this; `beforeEach` makes a new one per run. */
let releaseLists: () => void = () => undefined;
let listsReleased: Promise<void> = Promise.resolve();

const listsWaitForRelease = http.get(`${MOCK_API_BASE_URL}/courses`, async () => {
  await listsReleased;
  // Nothing returned: the mock API behind this handler answers.
  return undefined;
});

/**
 * The page does not jump when the courses arrive: each list's placeholder grid is as tall as the
 * loaded grid (at lg, where no fixture title wraps). Ends loaded, as Loaded shows: no snapshot.
 */
export const NoLayoutShift: Story = {
  globals: { viewport: { value: 'lg', isRotated: false } },
  parameters: { msw: [listsWaitForRelease], chromatic: { disableSnapshot: true } },
  beforeEach: () => {
    listsReleased = new Promise((resolve) => {
      releaseLists = resolve;
    });
  },
  play: async ({ canvasElement }) => {
    const heights = () =>
      ['Latest Courses', 'Popular Courses'].map(
        (name) => section(canvasElement, name).getBoundingClientRect().height,
      );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-testid="course-card-skeleton"]')).toHaveLength(
        12,
      ),
    );
    const pending = heights();
    releaseLists();
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Popular Courses'))).toHaveLength(6),
    );
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Latest Courses'))).toHaveLength(6),
    );
    await expect(heights()).toEqual(pending);
  },
};

export const LatestError: Story = {
  parameters: { msw: [listFails('addedAt_desc')] },
  play: async ({ canvasElement }) => {
    const latest = section(canvasElement, 'Latest Courses');
    // SPEC.md's text, whatever the server said.
    await expect(await within(latest).findByRole('alert')).toHaveTextContent(
      'Failed to load courses.',
    );
    const popular = section(canvasElement, 'Popular Courses');
    await waitFor(() => expect(cardTitles(popular)).toHaveLength(6));
    await expect(within(popular).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PopularError: Story = {
  parameters: { msw: [listFails('enrollments_desc')] },
  play: async ({ canvasElement }) => {
    const popular = section(canvasElement, 'Popular Courses');
    await expect(await within(popular).findByRole('alert')).toHaveTextContent(
      'Failed to load popular courses.',
    );
    const latest = section(canvasElement, 'Latest Courses');
    await waitFor(() => expect(cardTitles(latest)).toHaveLength(6));
  },
};

export const BothErrorSmall: Story = atSmall<Story>({
  parameters: { msw: [listFails('addedAt_desc'), listFails('enrollments_desc')] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(section(canvasElement, 'Latest Courses')).findByRole('alert'),
    ).toHaveTextContent('Failed to load courses.');
    await expect(
      await within(section(canvasElement, 'Popular Courses')).findByRole('alert'),
    ).toHaveTextContent('Failed to load popular courses.');
  },
});

/**
 * Try Again reloads only the list that failed. Ends loaded, as Loaded shows, so it has no
 * snapshot; Retrying shows the moment in between.
 */
export const RetryAfterError: Story = {
  parameters: { msw: [listFails('addedAt_desc')], chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement, context }) => {
    const latest = section(canvasElement, 'Latest Courses');
    await within(latest).findByRole('alert');
    context.msw.resetHandlers();
    await userEvent.click(within(latest).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cardTitles(latest)).toHaveLength(6));
  },
};

/** While Try Again runs: the failed list shows its placeholders again; the other list stays. */
export const Retrying: Story = {
  parameters: { msw: [listFails('addedAt_desc')] },
  play: async ({ canvasElement, context }) => {
    const latest = section(canvasElement, 'Latest Courses');
    await within(latest).findByRole('alert');
    await waitFor(() =>
      expect(cardTitles(section(canvasElement, 'Popular Courses'))).toHaveLength(6),
    );
    // The second attempt stays on its way.
    context.msw.use(listNeverAnswers('addedAt_desc'));
    await userEvent.click(within(latest).getByRole('button', { name: 'Try Again' }));
    await expect(await within(latest).findByRole('status')).toHaveTextContent(
      'Loading latest courses',
    );
    await expect(within(latest).getAllByTestId('course-card-skeleton')).toHaveLength(6);
    await expect(within(latest).queryByRole('alert')).not.toBeInTheDocument();
    await expect(cardTitles(section(canvasElement, 'Popular Courses'))).toHaveLength(6);
  },
};

export const Empty: Story = {
  parameters: { mockDb: emptyCatalogueDb },
  play: async ({ canvasElement }) => {
    await expect(
      await within(section(canvasElement, 'Latest Courses')).findByRole('heading', {
        name: 'No courses have been added yet.',
      }),
    ).toBeVisible();
    await expect(
      await within(section(canvasElement, 'Popular Courses')).findByRole('heading', {
        name: 'No popular courses yet.',
      }),
    ).toBeVisible();
  },
};

export const EmptySmall: Story = atSmall(Empty);
