// The catalogue's cards and enrolling from them; searching, filtering, sorting, paging and the
// empty, loading and failing list are in Catalogue.filters.stories.tsx (same title, so every
// story keeps its id).
import { messages, ratingSummary } from '@edugate/api-client';
import {
  createMockDb,
  fixtureCourse,
  limitReachedDb,
  MOCK_API_BASE_URL,
  neverAnswers,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enrollmentTexts } from '../../features/enrollments';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { Catalogue } from './Catalogue';
import {
  card,
  cards,
  enrollButton,
  enrolledCourse,
  firstCourse,
  fullCourse,
  LoginProbe,
  newest,
} from './Catalogue.play';

export default {
  title: 'Screens/Catalogue',
  tags: ['!autodocs'],
  ...screenMeta(Catalogue, { route: paths.courses.path }),
};
type Story = StoryObj<typeof Catalogue>;

/** Signed out, newest first: the first page of 20 of the 24 courses, with the pager. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Courses | EduGate'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Course Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
    const sort = canvas.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    await expect(sort.selectedOptions[0]).toHaveTextContent('Newest First');
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
    // docs/product.md: '4.6 (128)', or 'No ratings yet' for a course nobody rated.
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
 * docs/product.md, Who can do what: signed out, Enroll Now explains and goes to /login,
 * which will return to this filtered catalogue.
 */
export const SignedOutEnroll: Story = {
  parameters: {
    router: {
      path: '/courses?category=data+science',
      route: paths.courses.path,
      routes: [{ path: paths.login.path, element: <LoginProbe /> }],
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
