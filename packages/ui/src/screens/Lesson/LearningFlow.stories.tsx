import { LEARNING_COURSE_ID, learningDb, type MockDb } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { learningTexts } from '../../features/learning';
import { paths } from '../../paths';
import { noBaseline, screenParameters } from '../../testing';
import { findToast } from '../../testing/play';
// A flow story mounts several screens, as the app does; screens themselves never import each other.
import { Certificate } from '../Certificate/Certificate';
import { CourseDetail } from '../CourseDetail/CourseDetail';
import { Lesson } from './Lesson';

/**
 * The TypeScript course cut down to its first article and the first quiz, not started: short
 * enough to walk from 'Start course' to the certificate in one story.
 */
function shortCourseDb(): MockDb {
  const db = learningDb('notStarted');
  const keep = new Set(['lesson-02-01', 'lesson-02-04']);
  const learning = db.learning;
  const sectionIds =
    learning.curricula.find((c) => c.courseId === LEARNING_COURSE_ID)?.sectionIds ?? [];
  for (const section of learning.sections) {
    if (sectionIds.includes(section._id))
      section.lessonIds = section.lessonIds.filter((id) => keep.has(id));
  }
  learning.lessons = learning.lessons.filter(
    (l) => l.courseId !== LEARNING_COURSE_ID || keep.has(l._id),
  );
  return db;
}

/**
 * A learner's whole way through a course, against the mock API: 'Start course' on its page, the
 * first lesson marked complete, the quiz passed, 'Course completed!', and the certificate.
 */
const meta = {
  title: 'Screens/Flows/Learning',
  component: CourseDetail,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({
      route: paths.courseDetail.path,
      path: paths.courseDetail.href(LEARNING_COURSE_ID),
      routes: [
        { path: paths.lesson.path, element: <Lesson /> },
        { path: paths.certificate.path, element: <Certificate /> },
      ],
    }),
    session: 'signedIn',
    mockDb: shortCourseDb,
  },
} satisfies Meta<typeof CourseDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StartToCertificate: Story = {
  // A flow, not a state: the Lesson and Certificate stories are the baselines of where it goes.
  parameters: noBaseline,
  play: async ({ canvas, step }) => {
    await step("'Start course' on the course's page", async () => {
      await expect(await canvas.findByText(learningTexts.percentComplete(0))).toBeVisible();
      await userEvent.click(await canvas.findByRole('link', { name: learningTexts.startCourse }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Why TypeScript?' }),
      ).toBeVisible();
    });
    await step('the first lesson, marked complete', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: learningTexts.markComplete }),
      );
      await expect(
        await canvas.findByRole('button', { name: learningTexts.completed }),
      ).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByRole('progressbar', { name: /Progress in/ })).toHaveAttribute(
          'aria-valuenow',
          '50',
        ),
      );
    });
    await step('the quiz, passed', async () => {
      await userEvent.click(canvas.getByRole('link', { name: learningTexts.nextLesson }));
      await canvas.findByRole('heading', { level: 1, name: 'Check your understanding: types' });
      for (const option of [
        'They are removed: plain JavaScript runs',
        'number',
        'On function parameters',
      ])
        await userEvent.click(canvas.getByRole('radio', { name: option }));
      await userEvent.click(canvas.getByRole('button', { name: learningTexts.submitAnswers }));
      const quiz = canvas.getByRole('article', { name: 'Check your understanding: types' });
      await expect(await within(quiz).findByRole('status')).toHaveTextContent(
        learningTexts.passed(100),
      );
    });
    await step("'Course completed!' and the certificate, followed from the toast", async () => {
      const toast = await findToast(learningTexts.courseCompleted);
      await userEvent.click(
        within(toast).getByRole('link', { name: learningTexts.viewCertificate }),
      );
      await expect(
        await canvas.findByRole('heading', { level: 1, name: learningTexts.certificateHeading }),
      ).toBeVisible();
      await expect(
        canvas.getByText(
          /This certifies that Ada Lovelace completed TypeScript for JavaScript Developers/,
        ),
      ).toBeVisible();
    });
  },
};
