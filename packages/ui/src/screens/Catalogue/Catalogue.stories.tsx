import { compareByRating, messages, ratingSummary } from '@edugate/api-client';
import {
  createMockDb,
  emptyCatalogueDb,
  failWith,
  FULL_COURSE_ID,
  fixtureCourse,
  fixtureCourses,
  limitReachedDb,
  MOCK_API_BASE_URL,
  neverAnswers,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { enrollmentTexts } from '../../features/enrollments';
import { routes } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { Catalogue } from './Catalogue';

const newest = [...fixtureCourses].sort((a, b) => b.addedAt.localeCompare(a.addedAt));
const fullCourse = fixtureCourse(FULL_COURSE_ID);
const enrolledCourse = fixtureCourse('course-02');
const firstCourse = newest[0]!;

/** Every GET /courses the screen sends, so a story can count requests (one per change). */
const courseRequests: URL[] = [];
const recordCourseRequests = http.get(`${MOCK_API_BASE_URL}/courses`, ({ request }) => {
  courseRequests.push(new URL(request.url));
  return undefined;
});

/** Stands in for the login screen: shows where login would return the reader. */
function LoginProbe() {
  const state = useLocation().state as { from?: { pathname: string; search: string } } | null;
  return (
    <p data-testid="login-probe">
      {`Login page, returning to ${state?.from?.pathname ?? ''}${state?.from?.search ?? ''}`}
    </p>
  );
}

/** The browser's back button, for the in-memory router stories run in. */
function BrowserBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

const meta = {
  title: 'Screens/Catalogue',
  component: Catalogue,
  tags: ['!autodocs'],
  parameters: screenParameters({ route: routes.courses }),
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('article');
const card = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title });
const enrollButton = (article: HTMLElement) => within(article).getByRole('button');

/** Signed out, newest first: the first page of 20 of the 24 courses, with the pager. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Courses | EduGate'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Course Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('addedAt_desc');
    // The category chips wait behind the Filters toggle.
    const filters = canvas.getByRole('button', { name: 'Filters' });
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Web Development' })).toBeNull();
    await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
    const titles = (await cards(canvasElement)).map((article) =>
      article.getAttribute('aria-label'),
    );
    await expect(titles).toEqual(newest.slice(0, 20).map((course) => course.title));

    const first = await card(canvasElement, firstCourse.title);
    await expect(within(first).getByText(firstCourse.description)).toBeVisible();
    await expect(within(first).getByText(String(firstCourse.enrollments))).toBeVisible();
    // SPEC-BEYOND.md: '4.6 (128)', or 'No ratings yet' for a course nobody rated.
    await expect(within(first).getByText(ratingSummary(firstCourse))).toBeVisible();
    await expect(within(first).getByText(firstCourse.duration)).toBeVisible();
    await expect(
      within(first).getByText(`${firstCourse.totalSeats - firstCourse.enrollments} seats left`),
    ).toBeVisible();
    await expect(enrollButton(first)).toHaveTextContent('Enroll Now');
    await expect(enrollButton(first)).toBeEnabled();
    await expect(
      within(first).getByRole('link', { name: `View Details: ${firstCourse.title}` }),
    ).toHaveAttribute('href', `/courses/${firstCourse._id}`);

    const full = await card(canvasElement, fullCourse.title);
    await expect(within(full).getByText(enrollmentTexts.noSeats)).toBeVisible();

    const pager = canvas.getByRole('navigation', { name: 'Pages' });
    await expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
  },
};

/** The first page on a phone: one column, nothing wider than the screen. */
export const LoadedSmall: Story = atSmall<Story>({
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
    const [first, second] = await cards(canvasElement);
    // One column: the second card is under the first, not beside it.
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** Signed in with one enrollment: 'Enrolled' on it, 'Course Full' on the full course. */
export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement }) => {
    const enrolled = await card(canvasElement, enrolledCourse.title);
    await waitFor(() => expect(enrollButton(enrolled)).toHaveTextContent('Enrolled'));
    await expect(enrollButton(enrolled)).toBeDisabled();
    const full = await card(canvasElement, fullCourse.title);
    await expect(enrollButton(full)).toHaveTextContent('Course Full');
    await expect(enrollButton(full)).toBeDisabled();
    await expect(within(full).getByText(enrollmentTexts.noSeats)).toBeVisible();
    const first = await card(canvasElement, firstCourse.title);
    await expect(enrollButton(first)).toHaveTextContent('Enroll Now');
    await expect(enrollButton(first)).toBeEnabled();
  },
};

/** Signed in, on a phone. */
export const SignedInSmall: Story = atSmall(SignedIn);

/** A click enrols: success toast, the button reads 'Enrolled', and one seat fewer is left. */
export const EnrollSucceeds: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, firstCourse.title);
    const seats = firstCourse.totalSeats - firstCourse.enrollments;
    await waitFor(() => expect(enrollButton(first)).toBeEnabled());
    await userEvent.click(enrollButton(first));
    const body = within(document.body);
    await expect(await body.findByText(enrollmentTexts.enrolled)).toBeVisible();
    await waitFor(() => expect(enrollButton(first)).toHaveTextContent('Enrolled'));
    await expect(within(first).getByText(`${seats - 1} seats left`)).toBeVisible();
    await expect(within(first).getByText(String(firstCourse.enrollments + 1))).toBeVisible();
  },
};

/** While the enrol request is on its way the button is busy and cannot be pressed twice. */
export const Enrolling: Story = {
  parameters: { session: 'signedIn', msw: [neverAnswers('post', '/enrollments')] },
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, firstCourse.title);
    await waitFor(() => expect(enrollButton(first)).toBeEnabled());
    await userEvent.click(enrollButton(first));
    await waitFor(() => expect(enrollButton(first)).toHaveAttribute('aria-busy', 'true'));
    await expect(enrollButton(first)).toBeDisabled();
  },
};

/** Three enrollments: every other course says 'Enrollment Limit Reached', and why. */
export const LimitReached: Story = {
  parameters: { session: 'signedIn', mockDb: limitReachedDb },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(enrollmentTexts.limitReached)).toBeVisible();
    const first = await card(canvasElement, firstCourse.title);
    await expect(enrollButton(first)).toHaveTextContent('Enrollment Limit Reached');
    await expect(enrollButton(first)).toBeDisabled();
    const enrolled = await card(canvasElement, enrolledCourse.title);
    await expect(enrollButton(enrolled)).toHaveTextContent('Enrolled');
  },
};

/** At the limit, on a phone. */
export const LimitReachedSmall: Story = atSmall(LimitReached);

/** The data behind `LastSeatTaken`: the click lets another reader take the last seat first. */
let raceDb: MockDb | undefined;

/**
 * Two readers race for the last seat: the server refuses with its 409 text, which is shown, and
 * the page is fetched again, so the card now says the course is full.
 */
export const LastSeatTaken: Story = {
  parameters: {
    session: 'signedIn',
    mockDb: () => {
      raceDb = createMockDb();
      const course = raceDb.courses.find((c) => c._id === firstCourse._id)!;
      course.enrollments = course.totalSeats - 1;
      return raceDb;
    },
    msw: [
      http.post(`${MOCK_API_BASE_URL}/enrollments`, () => {
        const course = raceDb?.courses.find((c) => c._id === firstCourse._id);
        if (course) course.enrollments = course.totalSeats;
        return undefined;
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const first = await card(canvasElement, firstCourse.title);
    await expect(within(first).getByText('1 seat left')).toBeVisible();
    await waitFor(() => expect(enrollButton(first)).toBeEnabled());
    await userEvent.click(enrollButton(first));
    const notifications = await within(document.body).findByRole('region', {
      name: /Notifications/,
    });
    await expect(await within(notifications).findByText(messages.courseFull)).toBeVisible();
    await waitFor(() => expect(enrollButton(first)).toHaveTextContent('Course Full'));
    await expect(within(first).getByText(enrollmentTexts.noSeats)).toBeVisible();
  },
};

/**
 * SPEC.md section 6 and SPEC-NOTES.md: signed out, Enroll Now explains and goes to /login,
 * which will return to this filtered catalogue.
 */
export const SignedOutEnroll: Story = {
  parameters: {
    router: {
      path: '/courses?category=data+science',
      route: routes.courses,
      routes: [{ path: routes.login, element: <LoginProbe /> }],
    },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement, fixtureCourse('course-06').title);
    await userEvent.click(enrollButton(article));
    await expect(
      await within(document.body).findByText(enrollmentTexts.loginToEnroll),
    ).toBeVisible();
    await expect(
      await within(canvasElement).findByText(
        'Login page, returning to /courses?category=data+science',
      ),
    ).toBeVisible();
  },
};

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
      await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Web Development' }));
      const web = fixtureCourses.filter((course) => course.category === 'web development');
      await expect(
        await canvas.findByText(`Showing ${web.length} of ${web.length} courses`),
      ).toBeVisible();
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

/** The page fails to load: SPEC.md's text and Try Again. */
export const LoadError: Story = {
  parameters: { msw: [failWith('get', '/courses', 500)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(courseTexts.catalogueFailed);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The load failure, on a phone. */
export const LoadErrorSmall: Story = atSmall(LoadError);
