// Home while its lists load, fail, or come back empty. Same title as Home.stories.tsx, so the
// stories keep their ids.
import { emptyCatalogueDb, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Home } from './Home';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { cardTitles, listFails, listNeverAnswers, section } from './Home.play';

export default {
  title: 'Screens/Home',
  // One docs page would render every state at once against one mock API; screens are reviewed per story.
  tags: ['!autodocs'],
  ...screenMeta(Home, { route: paths.home.path }),
};
type Story = StoryObj<typeof Home>;

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
    // docs/product.md's text, whatever the server said.
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
