import {
  emptyDb,
  failWith,
  fixtureCourse,
  fixtureUser,
  FIXTURE_NOW,
  learningDb,
  limitReachedDb,
  MOCK_API_BASE_URL,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enrollmentTexts } from '../../features/enrollments';
import { learningTexts } from '../../features/learning';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { answerConfirmation, findDialog, findToastText } from '../../testing/play';
import { MISSING_DESCRIPTION, MISSING_TITLE } from './components/EnrolledCoursesTable';
import { MyEnrolledCourses } from './MyEnrolledCourses';

const mine = fixtureCourse('course-02');

const meta = {
  title: 'Screens/MyEnrolledCourses',
  tags: ['!autodocs'],
  ...screenMeta(MyEnrolledCourses, { route: paths.myEnrolledCourses.path }, 'signedIn'),
} satisfies Meta<typeof MyEnrolledCourses>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One enrolled course: Title (a link to it), Description, its progress ('33%') and 'Continue' to
 * the lesson opened last, Remove Enrollment.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(document.title).toBe('My Enrolled Courses | EduGate'));
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'My Enrolled Courses' }),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Your enrolled courses' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Description', 'Progress', 'Action']);
    await expect(within(table).getByRole('link', { name: mine.title })).toHaveAttribute(
      'href',
      `/courses/${mine._id}`,
    );
    await expect(within(table).getByText(mine.description)).toBeVisible();
    await expect(
      within(table).getByRole('button', { name: `Remove Enrollment: ${mine.title}` }),
    ).toHaveTextContent('Remove Enrollment');
    await expect(
      await within(table).findByRole('progressbar', { name: `Progress in ${mine.title}` }),
    ).toHaveAttribute('aria-valuenow', '33');
    await expect(within(table).getByText('33%')).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: `Continue: ${mine.title}` }),
    ).toHaveAttribute('href', '/learn/course-02/lesson-02-04');
  },
};

/** A finished course: its full bar, 'Completed' and 'View certificate' in place of 'Continue'. */
export const Completed: Story = {
  parameters: { mockDb: () => learningDb('completed') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your enrolled courses' });
    await expect(
      await within(table).findByRole('progressbar', { name: `Progress in ${mine.title}` }),
    ).toHaveAttribute('aria-valuenow', '100');
    await expect(await within(table).findByText(learningTexts.completed)).toBeVisible();
    await expect(
      within(table).getByRole('link', { name: `${learningTexts.viewCertificate}: ${mine.title}` }),
    ).toHaveAttribute('href', paths.certificate.href('certificate-typescript'));
    await expect(within(table).queryByRole('link', { name: `Continue: ${mine.title}` })).toBeNull();
  },
};

/** Finished, on a phone. */
export const CompletedSmall: Story = atSmall(Completed);

/** Three courses; on a phone each is a stacked block, with no sideways scrolling. */
export const ThreeCourses: Story = {
  parameters: { mockDb: limitReachedDb },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Your enrolled courses' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Three courses on a phone: stacked rows, each cell named. */
export const ThreeCoursesSmall: Story = atSmall<Story>({
  ...ThreeCourses,
  play: async (context) => {
    await ThreeCourses.play!(context);
    const [title, description] = within(context.canvasElement).getAllByRole('cell').slice(0, 2);
    // Stacked: the description sits under the title, not beside it.
    await expect(description!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title!.getBoundingClientRect().bottom,
    );
  },
});

/** A course that is gone: docs/product.md's stand-in texts. */
export const MissingDetails: Story = {
  parameters: {
    msw: [
      http.get(`${MOCK_API_BASE_URL}/enrollments/my-courses`, () =>
        HttpResponse.json([
          {
            _id: 'enrollment-gone',
            courseId: 'course-gone',
            userEmail: fixtureUser.email,
            enrolledAt: FIXTURE_NOW.toISOString(),
            courseDetails: null,
          },
        ]),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MISSING_TITLE)).toBeVisible();
    await expect(canvas.getByText(MISSING_DESCRIPTION)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Remove Enrollment: ${MISSING_TITLE}` }),
    ).toBeEnabled();
  },
};

/** A course that is gone, on a phone. */
export const MissingDetailsSmall: Story = atSmall(MissingDetails);

/**
 * Remove asks first ('Remove enrollment?', naming the course); confirmed: toast, the row goes,
 * and with it the last course: the empty text, with focus on the page's heading.
 */
export const Remove: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: `Remove Enrollment: ${mine.title}` }),
    );
    const dialog = await findDialog('alertdialog', { name: enrollmentTexts.removeTitle });
    await expect(dialog).toHaveAccessibleDescription(
      `Remove your enrollment in "${mine.title}"? Your seat goes back to the course; if you enroll again, your progress is still there.`,
    );
    await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
    await expect(await findToastText(enrollmentTexts.removedFromList)).toBeVisible();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole('heading', { level: 1, name: 'My Enrolled Courses' }),
      ),
    );
    await expect(
      await canvas.findByRole('heading', { name: "You haven't enrolled in any courses yet." }),
    ).toBeVisible();
  },
};

/** While a removal runs, the confirmation's button and the row's are busy: nothing is sent twice. */
export const Removing: Story = {
  parameters: { msw: [neverAnswers('delete', '/enrollments')] },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: `Remove Enrollment: ${mine.title}` });
    await userEvent.click(button);
    const dialog = await answerConfirmation(
      enrollmentTexts.removeTitle,
      enrollmentTexts.removeConfirm,
    );
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
    await expect(
      within(dialog).getByRole('button', { name: enrollmentTexts.removeConfirm }),
    ).toBeDisabled();
  },
};

/** Removing fails: 'Failed to remove enrollment', the row stays. */
export const RemoveFails: Story = {
  parameters: { msw: [failWith('delete', '/enrollments', 500)] },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: `Remove Enrollment: ${mine.title}` });
    await userEvent.click(button);
    await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
    await expect(await findToastText(enrollmentTexts.removeFailed)).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(canvas.getByText(mine.description)).toBeVisible();
  },
};

/** No enrollments: 'You haven't enrolled in any courses yet.' and Browse Courses. */
export const Empty: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "You haven't enrolled in any courses yet." }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

/** No enrollments, on a phone. */
export const EmptySmall: Story = atSmall(Empty);

/** The list fails to load: 'Failed to load enrolled courses' and Try Again. */
export const LoadError: Story = {
  parameters: { msw: [failWith('get', '/enrollments/my-courses', 500)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(enrollmentTexts.loadFailed);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The load failure, on a phone. */
export const LoadErrorSmall: Story = atSmall(LoadError);

/** Placeholder rows while the list loads. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/enrollments/my-courses')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Loading your enrolled courses',
    );
  },
};

/** Loading, on a phone. */
export const LoadingSmall: Story = atSmall(Loading);
