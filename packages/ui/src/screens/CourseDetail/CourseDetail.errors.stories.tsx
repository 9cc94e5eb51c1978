// A course's page when enrolling fails, and when the page is missing, failing, loading or
// incomplete. Same title as CourseDetail.stories.tsx, so the stories keep their ids.
import { messages } from '@edugate/api-client';
import {
  createMockDb,
  failWith,
  fixtureCourses,
  MOCK_API_BASE_URL,
  neverAnswers,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { enrollmentTexts } from '../../features/enrollments';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { answerConfirmation, findToastText } from '../../testing/play';
import { Catalogue } from '../Catalogue/Catalogue';
import { CourseDetail } from './CourseDetail';
import { at, mine, open } from './CourseDetail.play';

export default {
  title: 'Screens/CourseDetail',
  tags: ['!autodocs'],
  ...screenMeta(CourseDetail, at(open._id), 'signedIn'),
};
type Story = StoryObj<typeof CourseDetail>;

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

/** A failure without a text from the server shows docs/product.md's fallback. */
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

/** Unenrol fails without a server text: docs/product.md's fallback. */
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
    await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
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

/** The course fails to load: docs/product.md's text and Try Again. */
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
      routes: [{ path: paths.courses.path, element: <Catalogue /> }],
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
