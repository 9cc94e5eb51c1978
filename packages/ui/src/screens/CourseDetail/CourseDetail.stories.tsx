import { messages } from '@edugate/api-client';
import {
  createMockDb,
  failWith,
  FULL_COURSE_ID,
  fixtureCourse,
  fixtureCourses,
  limitReachedDb,
  MOCK_API_BASE_URL,
  neverAnswers,
  seatsOf,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { enrollmentTexts } from '../../features/enrollments';
import { paths, routes } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findToastText } from '../../testing/play';
import { Catalogue } from '../Catalogue';
import { CourseDetail } from './CourseDetail';
import { LEARNING_POINTS } from './content';

const at = (id: string) => ({ path: paths.courses.detail(id), route: routes.courseDetail });
const seatsLeftIn = (id: string) => seatsOf(fixtureCourse(id)).availableSeats;

/** course-01: Ada is not enrolled (she holds one other course). */
const open = fixtureCourse('course-01');
/** course-02: Ada's one enrollment. */
const mine = fixtureCourse('course-02');
const full = fixtureCourse(FULL_COURSE_ID);

const meta = {
  title: 'Screens/CourseDetail',
  component: CourseDetail,
  tags: ['!autodocs'],
  parameters: { ...screenParameters(at(open._id)), session: 'signedIn' },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in, not enrolled (one course elsewhere): hero, seats, Enroll Now, side panels, What You'll Learn, Back to Courses. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: open.title })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${open.title} | EduGate`));
    await expect(canvas.getByText(open.description)).toBeVisible();
    await expect(canvas.getByText(`Instructor: ${open.addedByName}`)).toBeVisible();
    await expect(canvas.getByText(`${open.enrollments} students enrolled`)).toBeVisible();
    await expect(canvas.getByText(`Rating: ${open.rating}`)).toBeVisible();
    await expect(await canvas.findByText(`${seatsLeftIn(open._id)} seats available`)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Enroll Now' })).toBeEnabled());

    const details = canvas.getByRole('region', { name: 'Course Details' });
    for (const label of ['Duration', 'Instructor', 'Added', 'Enrollments'])
      await expect(within(details).getByText(label)).toBeVisible();
    await expect(within(details).getByText(open.duration)).toBeVisible();

    const yours = canvas.getByRole('region', { name: 'Your Enrollment' });
    await expect(within(yours).getByText('Not Enrolled')).toBeVisible();
    await expect(within(yours).getByText('You have enrolled in 1 out of 3 courses')).toBeVisible();

    const learn = canvas.getByRole('region', { name: "What You'll Learn" });
    await expect(
      within(learn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...LEARNING_POINTS]);
    await expect(canvas.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** The same on a phone: image, text and panels one under another. */
export const LoadedSmall: Story = atSmall(Loaded);

/** Enrolled in this course: 'Enrolled (Click to Unenroll)' and 'Enrolled' in Your Enrollment. */
export const Enrolled: Story = {
  parameters: { router: at(mine._id) },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' });
    await expect(button).toBeEnabled();
    const yours = canvas.getByRole('region', { name: 'Your Enrollment' });
    await expect(within(yours).getByText('Enrolled')).toBeVisible();
  },
};

/** Enrolled, on a phone. */
export const EnrolledSmall: Story = atSmall(Enrolled);

/** Enrol: toast, seats from the response, the count and the sentence follow. */
export const EnrollSucceeds: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await findToastText(enrollmentTexts.enrolled)).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    ).toBeVisible();
    await expect(canvas.getByText(`${seatsLeftIn(open._id) - 1} seats available`)).toBeVisible();
    await expect(canvas.getByText(`${open.enrollments + 1} students enrolled`)).toBeVisible();
    await expect(canvas.getByText('You have enrolled in 2 out of 3 courses')).toBeVisible();
  },
};

/** Unenrol: toast, one seat more, the count goes down. */
export const UnenrollSucceeds: Story = {
  parameters: { router: at(mine._id) },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    );
    await expect(await findToastText(enrollmentTexts.unenrolled)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Enroll Now' })).toBeEnabled();
    await expect(canvas.getByText(`${seatsLeftIn(mine._id) + 1} seats available`)).toBeVisible();
    await expect(canvas.getByText('You have enrolled in 0 out of 3 courses')).toBeVisible();
  },
};

/** While the request runs the button is busy and disabled. */
export const Busy: Story = {
  parameters: { msw: [neverAnswers('post', '/enrollments')] },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** Three enrollments elsewhere: the button is disabled and the side panel says why. */
export const LimitReached: Story = {
  parameters: { mockDb: limitReachedDb },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enrollment Limit Reached' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByText('You have enrolled in 3 out of 3 courses')).toBeVisible();
    await expect(canvas.getByText(enrollmentTexts.atLimitSentence)).toBeVisible();
    await expect(button).toHaveAccessibleDescription(enrollmentTexts.limitReached);
    await expect(canvas.getByText(enrollmentTexts.limitReached)).toBeVisible();
  },
};

/** At the limit, on a phone: the reason sits under the button. */
export const LimitReachedSmall: Story = atSmall(LimitReached);

/** Every seat taken: 'Course Full', as on the catalogue card, and why beside it. */
export const Full: Story = {
  parameters: { router: at(full._id) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 seats available')).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Course Full' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(enrollmentTexts.noSeats);
    await expect(canvas.getByText(enrollmentTexts.noSeats)).toBeVisible();
  },
};

/** A full course, on a phone. */
export const FullSmall: Story = atSmall(Full);

/** The server's error text is shown. */
export const EnrollFails: Story = {
  parameters: { msw: [failWith('post', '/enrollments', 500)] },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await findToastText(messages.serverError)).toBeVisible();
    await expect(button).toBeEnabled();
  },
};

/** A failure without a text from the server shows SPEC.md's fallback. */
export const EnrollFailsWithoutText: Story = {
  parameters: {
    msw: [
      http.post(`${MOCK_API_BASE_URL}/enrollments`, () => new HttpResponse(null, { status: 502 })),
    ],
  },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await findToastText(enrollmentTexts.enrollFailed)).toBeVisible();
  },
};

/** Unenrol fails without a server text: SPEC.md's fallback. */
export const UnenrollFails: Story = {
  parameters: {
    router: at(mine._id),
    msw: [
      http.delete(
        `${MOCK_API_BASE_URL}/enrollments`,
        () => new HttpResponse(null, { status: 500 }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    );
    await expect(await findToastText(enrollmentTexts.unenrollFailed)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
    ).toBeEnabled();
  },
};

/** The data behind `LastSeatTaken`: the story's click lets another reader take the last seat first. */
let raceDb: MockDb | undefined;

/**
 * Two readers race for the last seat: between page load and click someone else took it. The
 * server answers 409 with its text, which is shown, and the seats are fetched again.
 */
export const LastSeatTaken: Story = {
  parameters: {
    mockDb: () => {
      raceDb = createMockDb();
      const course = raceDb.courses.find((c) => c._id === open._id)!;
      course.enrollments = course.totalSeats - 1;
      return raceDb;
    },
    msw: [
      http.post(`${MOCK_API_BASE_URL}/enrollments`, () => {
        const course = raceDb?.courses.find((c) => c._id === open._id);
        if (course) course.enrollments = course.totalSeats;
        return undefined;
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 seats available')).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Enroll Now' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await findToastText(messages.courseFull)).toBeVisible();
    await expect(await canvas.findByText('0 seats available')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Course Full' })).toBeDisabled();
  },
};

/** No such course: 'Course Not Found' and Browse Courses. */
export const NotFound: Story = {
  parameters: { router: at('no-such-course') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Course Not Found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** No such course, on a phone. */
export const NotFoundSmall: Story = atSmall(NotFound);

/** The course fails to load: SPEC.md's text and Try Again. */
export const LoadError: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}', 500)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(courseTexts.detailFailed);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The load failure, on a phone. */
export const LoadErrorSmall: Story = atSmall(LoadError);

/** Placeholders in the shape of the hero and the panels while the course loads. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading course details');
    await expect(canvas.getByTestId('course-detail-skeleton')).toBeVisible();
  },
};

/** Loading, on a phone. */
export const LoadingSmall: Story = atSmall(Loading);

/** No instructor name and an image that fails: 'Unknown Instructor' and the logo. */
export const MissingDetails: Story = {
  parameters: {
    mockDb: () => {
      const db = createMockDb();
      const course = db.courses.find((c) => c._id === open._id)!;
      course.addedByName = '';
      course.imageUrl = `${MOCK_API_BASE_URL}/assets/courses/missing.svg`;
      return db;
    },
    msw: [
      http.get(
        `${MOCK_API_BASE_URL}/assets/courses/missing.svg`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Instructor: Unknown Instructor')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('img[data-fallback="true"]')).not.toBeNull(),
    );
  },
};

/**
 * Opened from a filtered catalogue: Back to Courses returns to that very page, and the story ends
 * there, on the catalogue filtered to Web Development.
 */
export const BackToFilteredCatalogue: Story = {
  parameters: {
    router: {
      ...at(open._id),
      state: { catalogue: '?category=web+development' },
      routes: [{ path: routes.courses, element: <Catalogue /> }],
    },
  },
  play: async ({ canvas }) => {
    const back = await canvas.findByRole('link', { name: 'Back to Courses' });
    await expect(back).toHaveAttribute('href', '/courses?category=web+development');
    await userEvent.click(back);
    const web = fixtureCourses.filter((course) => course.category === 'web development');
    await expect(
      await canvas.findByText(`Showing ${web.length} of ${web.length} courses`),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Course Catalogue' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Web Development' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The picture shows the catalogue, not the link's focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
