// The catalogue's search, filters, sort and pages, and its empty, loading and failing list. Same
// title as Catalogue.stories.tsx, so the stories keep their ids.
import { compareByRating } from '@edugate/api-client';
import {
  emptyCatalogueDb,
  failWith,
  fixtureCourses,
  MOCK_API_BASE_URL,
  neverAnswers,
} from '@edugate/api-client/mocks';
import { http } from 'msw';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { paths } from '../../paths';
import { atSmall, noBaseline, screenMeta } from '../../testing';
import { Catalogue } from './Catalogue';
import { BrowserBack, cards, filterByWebDevelopment } from './Catalogue.play';

export default {
  title: 'Screens/Catalogue',
  tags: ['!autodocs'],
  ...screenMeta(Catalogue, { route: paths.courses.path }),
};
type Story = StoryObj<typeof Catalogue>;

/** Every GET /courses the screen sends, so a story can count requests (one per change). */
const courseRequests: URL[] = [];
const recordCourseRequests = http.get(`${MOCK_API_BASE_URL}/courses`, ({ request }) => {
  courseRequests.push(new URL(request.url));
  return undefined;
});

/** The home page's category cards land here: the filter is read from the URL and shown on. */
export const FilteredFromUrl: Story = {
  parameters: { router: { path: '/courses?category=data+science&sort=rating_desc' } },
  play: async ({ canvas, canvasElement }) => {
    const dataScience = fixtureCourses
      .filter((course) => course.category === 'data science')
      .sort(compareByRating);
    await expect(
      await canvas.findByText(`Showing ${dataScience.length} of ${dataScience.length} courses`),
    ).toBeVisible();
    const titles = (await cards(canvasElement)).map((a) => a.getAttribute('aria-label'));
    await expect(titles).toEqual(dataScience.map((course) => course.title));
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Data Science' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating_desc');
    // One page only: no pager.
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/**
 * A course's 'Skills you'll gain' lands here: only the courses teaching the skill, named above
 * the list; 'All skills' goes back to every course.
 */
export const FilteredBySkill: Story = {
  parameters: { router: { path: '/courses?skill=javascript' } },
  play: async ({ canvas, canvasElement }) => {
    const teaching = fixtureCourses
      .filter((course) => course.skills.includes('JavaScript'))
      .sort((a, b) => b.addedAt.localeCompare(a.addedAt));
    await expect(teaching.length).toBeGreaterThan(1);
    await expect(
      await canvas.findByText(`Showing ${teaching.length} of ${teaching.length} courses`),
    ).toBeVisible();
    await expect(canvas.getByText(/^Courses teaching/)).toHaveTextContent(
      'Courses teaching javascript',
    );
    const titles = (await cards(canvasElement)).map((a) => a.getAttribute('aria-label'));
    await expect(titles).toEqual(teaching.map((course) => course.title));
  },
};

/** 'All skills' takes the skill off: the whole catalogue again, the picture of Loaded. */
export const SkillFilterCleared: Story = {
  parameters: { ...noBaseline, router: { path: '/courses?skill=javascript' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Courses teaching/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All skills' }));
    await expect(
      await canvas.findByText(`Showing 20 of ${fixtureCourses.length} courses`),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Courses teaching/)).toBeNull();
  },
};

/** Typing searches the whole catalogue on the server, once, after a pause. */
export const Search: Story = {
  parameters: { msw: [recordCourseRequests] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('Showing 20 of 24 courses');
    courseRequests.length = 0;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search courses' }), 'data');
    const matching = fixtureCourses.filter((course) =>
      `${course.title}\n${course.description}`.toLowerCase().includes('data'),
    );
    await expect(
      await canvas.findByText(`Showing ${matching.length} of ${matching.length} courses`),
    ).toBeVisible();
    await expect((await cards(canvasElement)).length).toBe(matching.length);
    // Debounced: one request for the whole word, none per keystroke.
    await expect(courseRequests.map((url) => url.searchParams.get('q'))).toEqual(['data']);
  },
};

/** Filters, sort and pages each send one request; a new filter starts at page 1. */
export const FilterSortAndPage: Story = {
  parameters: { msw: [recordCourseRequests] },
  play: async ({ canvas, canvasElement, step }) => {
    await canvas.findByText('Showing 20 of 24 courses');
    courseRequests.length = 0;
    await step('Next page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(await canvas.findByText('Showing 4 of 24 courses')).toBeVisible();
      await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
    await step('Sort by Highest Rated (back to page 1)', async () => {
      await userEvent.selectOptions(
        canvas.getByRole('combobox', { name: 'Sort by' }),
        'Highest Rated',
      );
      await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
      const best = [...fixtureCourses].sort(compareByRating)[0]!;
      await waitFor(async () =>
        expect((await cards(canvasElement))[0]).toHaveAttribute('aria-label', best.title),
      );
    });
    await step('Filter by Web Development', async () => {
      await filterByWebDevelopment(canvas);
      await expect(canvas.getByRole('button', { name: 'Web Development' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });
    await expect(
      courseRequests.map((url) => Object.fromEntries(url.searchParams.entries())),
    ).toEqual([
      { limit: '20', offset: '20', sort: 'addedAt_desc' },
      { limit: '20', sort: 'rating_desc' },
      { limit: '20', sort: 'rating_desc', category: 'web development' },
    ]);
  },
};

/**
 * The back button undoes a search or a filter: the URL holds the state, so the previous results,
 * the search box and the chips all come back.
 */
export const BackButton: Story = {
  // About navigation; its stand-in back button is no baseline.
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [
    (Story) => (
      <>
        <BrowserBack />
        <Story />
      </>
    ),
  ],
  play: async ({ canvas, step }) => {
    await canvas.findByText('Showing 20 of 24 courses');
    const search = canvas.getByRole('searchbox', { name: 'Search courses' });
    await step('search, then filter', async () => {
      await userEvent.type(search, 'data');
      await canvas.findByText(/^Showing \d+ of \d+ courses$/, {}, { timeout: 3000 });
      await waitFor(() => expect(canvas.queryByText('Showing 20 of 24 courses')).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Data Science' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Data Science' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
    });
    await step('back: the filter goes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true'),
      );
      await expect(search).toHaveValue('data');
    });
    await step('back again: the search goes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Browser back' }));
      await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
      await expect(search).toHaveValue('');
    });
  },
};

/** A search that matches nothing: 'No courses found', the search kept, and a way out. */
export const NoResults: Story = {
  parameters: { router: { path: '/courses?q=quantum+knitting' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(
      'quantum knitting',
    );
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/** Clear search and filters, from No Results, brings the whole catalogue back. */
export const NoResultsCleared: Story = {
  // Ends on the first page of the catalogue, the picture Loaded shows: no snapshot.
  parameters: { ...NoResults.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'No courses found' });
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  },
};

/** No courses at all. */
export const Empty: Story = {
  parameters: { mockDb: emptyCatalogueDb },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

/** No courses at all, on a phone. */
export const EmptySmall: Story = atSmall(Empty);

/** Placeholder cards of the real cards' size while the first page loads. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses')] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading courses');
    await expect(
      within(canvasElement).getAllByTestId('course-card-skeleton').length,
    ).toBeGreaterThan(0);
  },
};

/** Loading, on a phone: one column of placeholder cards. */
export const LoadingSmall: Story = atSmall(Loading);

/** The page fails to load: docs/product.md's text and Try Again. */
export const LoadError: Story = {
  parameters: { msw: [failWith('get', '/courses', 500)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(courseTexts.catalogueFailed);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The load failure, on a phone. */
export const LoadErrorSmall: Story = atSmall(LoadError);

/**
 * A page number past the end (an old link): it says there is no such page and links to the last
 * one, which shows its courses (24 fixtures: page 2 holds the last 4).
 */
export const PastTheLastPage: Story = {
  parameters: { router: { path: '/courses?page=999' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'There is no page 999' }),
    ).toBeVisible();
    await expect(canvas.getByText('These courses fill 2 pages.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to page 2' }));
    await expect(await canvas.findByText('Showing 4 of 24 courses')).toBeVisible();
  },
};

/**
 * A search longer than the server takes (a pasted text, a hand-made URL): the server's 400 is
 * explained, with no Try Again that would fail forever, and one way out. It ends on that message,
 * the picture its name promises; the way out is Search Too Long Cleared.
 */
export const SearchTooLong: Story = {
  parameters: { router: { path: `/courses?q=${'react'.repeat(600)}` } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'This search is too long' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('A search can be up to 200 characters. Shorten it and try again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try Again' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Clear search and filters' })).toBeVisible();
  },
};

/**
 * Out of a too-long search: 'Clear search and filters' shows the whole catalogue again, and the box
 * takes no more than the server accepts (typing more does nothing). It ends once the 200
 * characters' search has answered ('No courses found'), not while it is on its way.
 */
export const SearchTooLongCleared: Story = {
  parameters: SearchTooLong.parameters,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
    const box = canvas.getByRole('searchbox', { name: 'Search courses' });
    await expect(box).toHaveAttribute('maxlength', '200');
    await userEvent.type(box, 'x'.repeat(205));
    await expect(box).toHaveValue('x'.repeat(200));
    await expect(await canvas.findByRole('heading', { name: 'No courses found' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toHaveValue(
      'x'.repeat(200),
    );
  },
};

/** A search that matches one course: 'Showing 1 of 1 course', singular. */
export const OneMatch: Story = {
  parameters: { router: { path: `/courses?q=${encodeURIComponent(fixtureCourses[0]!.title)}` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing 1 of 1 course')).toBeVisible();
  },
};
