import { fixtureCourse } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { enrollmentTexts } from '../../features/enrollments';
import { paths } from '../../paths';
import { noBaseline, screenParameters } from '../../testing';
import { answerConfirmation } from '../../testing/play';
// A flow story mounts several screens, as the app does; screens themselves never import each other.
import { CourseDetail } from '../CourseDetail/CourseDetail';
import { MyEnrolledCourses } from '../MyEnrolledCourses/MyEnrolledCourses';
import { Catalogue } from './Catalogue';
import { filterByWebDevelopment } from './Catalogue.play';

const react = fixtureCourse('course-01');
const accessible = fixtureCourse('course-03');
// Not one of Ada's own courses (course-04 is: its button says 'Your Course').
const fourth = fixtureCourse('course-06');

/**
 * The heart of the product, end to end against the mock API: a signed-in reader (one enrollment
 * already) browses, filters, opens a course, enrols until 'Enrollment Limit Reached', unenrols,
 * then removes a course from My Enrolled Courses.
 */
const meta = {
  title: 'Screens/Flows/Enrolment',
  component: Catalogue,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({
      route: paths.courses.path,
      routes: [
        { path: paths.courseDetail.path, element: <CourseDetail /> },
        { path: paths.myEnrolledCourses.path, element: <MyEnrolledCourses /> },
      ],
    }),
    session: 'signedIn',
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastSeen = async (text: string) => {
  const region = await within(document.body).findByRole('region', { name: /Notifications/ });
  await waitFor(() => expect(within(region).getAllByText(text).length).toBeGreaterThan(0));
};

export const BrowseFilterEnrolUnenrolRemove: Story = {
  // A flow, not a state: its last frame holds the toasts of earlier steps, and whether the first
  // enrolment's toast has timed out by then depends on how long the steps took (two captures
  // differed). My Enrolled Courses' own stories are the baselines of where it ends.
  parameters: noBaseline,
  play: async ({ canvas, step }) => {
    const open = async (title: string) => {
      await userEvent.click(await canvas.findByRole('link', { name: `View Details: ${title}` }));
      await expect(await canvas.findByRole('heading', { level: 1, name: title })).toBeVisible();
    };
    const enrol = async () => {
      const button = await canvas.findByRole('button', { name: 'Enroll Now' });
      await waitFor(() => expect(button).toBeEnabled());
      await userEvent.click(button);
      await toastSeen(enrollmentTexts.enrolled);
      await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' });
    };
    const backToCourses = async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Back to Courses' }));
      await canvas.findByRole('heading', { level: 1, name: 'Course Catalogue' });
    };

    await step('browse the catalogue', async () => {
      await expect(await canvas.findByText('Showing 20 of 24 courses')).toBeVisible();
    });

    await step('filter by Web Development', async () => {
      await filterByWebDevelopment(canvas);
    });

    await step('open a course and enrol (2 of 3)', async () => {
      await open(react.title);
      await enrol();
      await expect(canvas.getByText('You have enrolled in 2 out of 3 courses')).toBeVisible();
    });

    await step('back to the filtered catalogue, enrol in another (3 of 3)', async () => {
      await backToCourses();
      await expect(canvas.getByRole('button', { name: 'Web Development' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await open(accessible.title);
      await enrol();
      await expect(canvas.getByText('You have enrolled in 3 out of 3 courses')).toBeVisible();
    });

    await step("a fourth course: 'Enrollment Limit Reached'", async () => {
      await backToCourses();
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
      await open(fourth.title);
      await expect(
        await canvas.findByRole('button', { name: 'Enrollment Limit Reached' }),
      ).toBeDisabled();
      await expect(
        canvas.getByText(
          `${enrollmentTexts.atLimitSentence} ${enrollmentTexts.finishedFreesPlace}`,
        ),
      ).toBeVisible();
    });

    await step('unenrol from the first course', async () => {
      await backToCourses();
      await open(react.title);
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Enrolled (Click to Unenroll)' }),
      );
      await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
      await toastSeen(enrollmentTexts.unenrolled);
      await expect(await canvas.findByRole('button', { name: 'Enroll Now' })).toBeEnabled();
      await expect(canvas.getByText('You have enrolled in 2 out of 3 courses')).toBeVisible();
    });

    await step('My Enrolled Courses: remove one', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'My Enrolled Courses' }));
      const table = await canvas.findByRole('table', { name: 'Your enrolled courses' });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      await userEvent.click(
        within(table).getByRole('button', { name: `Remove Enrollment: ${accessible.title}` }),
      );
      await answerConfirmation(enrollmentTexts.removeTitle, enrollmentTexts.removeConfirm);
      await toastSeen(enrollmentTexts.removedFromList);
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      await expect(within(table).queryByText(accessible.title)).toBeNull();
    });
  },
};
