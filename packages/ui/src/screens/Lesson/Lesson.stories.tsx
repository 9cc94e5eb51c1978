import {
  AUTHORED_COURSE_ID,
  failWith,
  LEARNING_COURSE_ID,
  learningDb,
  LOCKED_COURSE_ID,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { learningTexts } from '../../features/learning';
import { questionTexts } from '../../features/questions';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { expectNotFoundPage, findDialog, findToast } from '../../testing/play';
import { Lesson } from './Lesson';

/** Ada is enrolled in the TypeScript course (lesson-02-01...09), a third of the way through. */
const at = (lessonId: string, courseId = LEARNING_COURSE_ID) => ({
  ...screenParameters({ route: paths.lesson.path, path: paths.lesson.href(courseId, lessonId) }),
  session: 'signedIn' as const,
});

const meta = {
  title: 'Screens/Lesson',
  component: Lesson,
  tags: ['!autodocs'],
  parameters: { ...at('lesson-02-05'), mockDb: () => learningDb('inProgress') },
} satisfies Meta<typeof Lesson>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });

/**
 * An article in the middle of the course: check its title and text, 'Lesson 5 of 9', the
 * course's progress (33%), the curriculum with the current lesson and the three done ticked, Mark
 * as complete, and both Previous and Next.
 */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Interfaces and type aliases');
    await waitFor(() => expect(document.title).toBe('Interfaces and type aliases | EduGate'));
    await expect(canvas.getByText(/An interface names the shape of an object/)).toBeVisible();
    await expect(canvas.getByText('Lesson 5 of 9')).toBeVisible();
    const progress = await canvas.findByRole('progressbar', { name: /Progress in/ });
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    const curriculum = canvas.getByRole('complementary', { name: learningTexts.courseContent });
    await expect(
      within(curriculum).getByRole('link', { name: 'Interfaces and type aliases' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(within(curriculum).getAllByRole('img', { name: 'Completed' })).toHaveLength(3);
    await expect(
      await canvas.findByRole('button', { name: learningTexts.markComplete }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('link', { name: learningTexts.previousLesson })).toHaveAttribute(
      'href',
      paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-04'),
    );
    await expect(canvas.getByRole('link', { name: learningTexts.nextLesson })).toHaveAttribute(
      'href',
      paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-06'),
    );
  },
};

const articleDrawer: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Interfaces and type aliases');
    await expect(canvasElement.querySelector('aside')).not.toBeVisible();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: learningTexts.courseContent }),
    );
    const drawer = await findDialog('dialog', { name: learningTexts.courseContent });
    // The current lesson's section is open, with the lesson marked; the others fold.
    await expect(
      within(drawer).getByRole('link', { name: 'Interfaces and type aliases' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: 'Generic functions' })).not.toBeVisible();
  },
};
/** The article at 375 px: the curriculum is behind 'Course content', which opens it in a drawer. */
export const ArticleSmall: Story = atSmall(articleDrawer);

/** Marking complete: the button says 'Completed' (pressed) and the progress rises to 44%. */
export const MarkedComplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Interfaces and type aliases');
    await userEvent.click(await canvas.findByRole('button', { name: learningTexts.markComplete }));
    const done = await canvas.findByRole('button', { name: learningTexts.completed });
    await expect(done).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: /Progress in/ })).toHaveAttribute(
        'aria-valuenow',
        '44',
      ),
    );
  },
};

/** Clicking 'Completed' again un-marks the lesson: 'Mark as complete' again, progress back to 22%. */
export const Unmarked: Story = {
  parameters: at('lesson-02-01'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Why TypeScript?');
    await userEvent.click(await canvas.findByRole('button', { name: learningTexts.completed }));
    await expect(
      await canvas.findByRole('button', { name: learningTexts.markComplete }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: /Progress in/ })).toHaveAttribute(
        'aria-valuenow',
        '22',
      ),
    );
  },
};

/** The first lesson: Next but no Previous. */
export const FirstLesson: Story = {
  parameters: at('lesson-02-01'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Why TypeScript?');
    await expect(
      within(canvasElement).queryByRole('link', { name: learningTexts.previousLesson }),
    ).toBeNull();
    await expect(
      await within(canvasElement).findByRole('link', { name: learningTexts.nextLesson }),
    ).toBeVisible();
  },
};

/** A video: the page's own player with controls and captions, and Mark as complete. */
export const Video: Story = {
  parameters: at('lesson-02-03'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'The compiler in action');
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('The compiler in action');
    await expect(video?.querySelector('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    await expect(
      await within(canvasElement).findByRole('button', { name: learningTexts.completed }),
    ).toBeVisible();
  },
};

const QUIZ = 'lesson-02-04';

/** A quiz not yet answered: its questions as radio groups, 'Submit answers', no Mark as complete. */
export const QuizUnanswered: Story = {
  parameters: at(QUIZ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Check your understanding: types');
    await expect(canvas.getAllByRole('group', { name: /^Question \d of 3/ })).toHaveLength(3);
    await expect(
      canvas.getByRole('group', { name: /What happens to type annotations/ }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: learningTexts.markComplete })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'number' }));
    await userEvent.click(canvas.getByRole('button', { name: learningTexts.submitAnswers }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(learningTexts.answerEvery);
    await expect(
      canvas.getAllByRole('radio', { name: 'They are checked at run time' })[0],
    ).toHaveFocus();
  },
};

const answer = async (canvasElement: HTMLElement, options: string[]) => {
  const canvas = within(canvasElement);
  await heading(canvasElement, 'Check your understanding: types');
  for (const option of options) await userEvent.click(canvas.getByRole('radio', { name: option }));
  await userEvent.click(canvas.getByRole('button', { name: learningTexts.submitAnswers }));
};

/** The quiz's score: the lesson's own status, not the questions' panel below it. */
const quizScore = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('article', { name: 'Check your understanding: types' }),
  ).findByRole('status');

/** Failed: 'You scored 33%. You need 70% to pass.', each question marked, the right answer shown. */
export const QuizFailed: Story = {
  parameters: at(QUIZ),
  play: async ({ canvasElement }) => {
    await answer(canvasElement, ['They are checked at run time', 'number', 'On every variable']);
    const canvas = within(canvasElement);
    const score = await quizScore(canvasElement);
    await expect(score).toHaveTextContent(learningTexts.failed(33, 70));
    // 1 of 3 is 33.3%: the count it comes from, and that it is rounded down.
    await expect(score).toHaveTextContent(learningTexts.rightCount(1, 3, 33));
    // The button pressed is below the questions; the score above them takes focus, and the page
    // scrolls to it.
    await waitFor(() => expect(score).toHaveFocus());
    await expect(canvas.getAllByText(learningTexts.wrong)).toHaveLength(2);
    await expect(
      canvas.getByText(learningTexts.rightAnswer('They are removed: plain JavaScript runs')),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: learningTexts.retake })).toBeVisible();
  },
};

/** Retaking a failed quiz: the questions again, nothing chosen. */
export const QuizRetake: Story = {
  parameters: at(QUIZ),
  play: async (context) => {
    await QuizFailed.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: learningTexts.retake }));
    await expect(
      await canvas.findByRole('button', { name: learningTexts.submitAnswers }),
    ).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** Passed: 'You scored 100%. You passed!' and the lesson is ticked in the curriculum. */
export const QuizPassed: Story = {
  parameters: at(QUIZ),
  play: async ({ canvasElement }) => {
    await answer(canvasElement, [
      'They are removed: plain JavaScript runs',
      'number',
      'On function parameters',
    ]);
    const canvas = within(canvasElement);
    await expect(await quizScore(canvasElement)).toHaveTextContent(learningTexts.passed(100));
    const curriculum = canvas.getByRole('complementary', { name: learningTexts.courseContent });
    await waitFor(() =>
      expect(within(curriculum).getAllByRole('img', { name: 'Completed' })).toHaveLength(4),
    );
  },
};

/**
 * The last lesson, everything else done: passing it completes the course, with the toast 'Course
 * completed!' and a link to the new certificate.
 */
export const CourseCompleted: Story = {
  parameters: { ...at('lesson-02-09'), mockDb: () => learningDb('lastLesson') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Check your understanding: generics');
    await expect(canvas.queryByRole('link', { name: learningTexts.nextLesson })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'number | undefined' }));
    await userEvent.click(canvas.getByRole('button', { name: learningTexts.submitAnswers }));
    const toast = await findToast(learningTexts.courseCompleted);
    await expect(toast).toBeVisible();
    // The toast links to the new certificate, as does the banner beside the score.
    await expect(
      within(toast).getByRole('link', { name: learningTexts.viewCertificate }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/certificates\//));
    const score = canvas.getByText(learningTexts.passed(100));
    await waitFor(() => expect(score).toHaveFocus());
    // The banner follows the score, inside the quiz's result.
    const link = await within(score.parentElement!).findByRole('link', {
      name: learningTexts.viewCertificate,
    });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/certificates\//));
    // Score and banner are both on screen once the page has scrolled to the score.
    await waitFor(async () => {
      for (const element of [score, link]) {
        const box = element.getBoundingClientRect();
        await expect(box.top).toBeGreaterThanOrEqual(0);
        await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      }
    });
  },
};

/** A Preview lesson of a course Ada is not in: the lesson, no Mark as complete, other lessons locked. */
export const PreviewNotEnrolled: Story = {
  parameters: at('lesson-01-01', LOCKED_COURSE_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'What a component is');
    await expect(canvas.queryByRole('button', { name: learningTexts.markComplete })).toBeNull();
    const curriculum = canvas.getByRole('complementary', { name: learningTexts.courseContent });
    await expect(within(curriculum).getAllByRole('img', { name: 'Locked' }).length).toBeGreaterThan(
      0,
    );
    // A preview's reader is no learner of the course: no questions below it.
    await expect(canvas.queryByRole('region', { name: questionTexts.heading })).toBeNull();
  },
};

/**
 * Below an enrolled learner's lesson, once it is there: the lesson's questions (here one, by Alan
 * Turing, with its upvote), and the form to ask.
 */
export const Questions: Story = {
  parameters: {
    mockDb: () => {
      const db = learningDb('inProgress');
      db.questions.push({
        question: {
          _id: 'question-lesson',
          courseId: LEARNING_COURSE_ID,
          lessonId: 'lesson-02-05',
          title: 'When should I pick an interface over a type alias?',
          details: 'Both seem to describe object shapes.',
          authorName: 'Alan Turing',
          createdAt: '2026-03-14T09:00:00.000Z',
        },
        authorEmail: 'alan@example.com',
        upvoters: ['grace@example.com'],
        deleted: false,
        hidden: false,
      });
      return db;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Interfaces and type aliases');
    const panel = await canvas.findByRole('region', { name: questionTexts.heading });
    await expect(
      await within(panel).findByRole('heading', {
        name: 'When should I pick an interface over a type alias?',
      }),
    ).toBeVisible();
    await expect(within(panel).getByText(questionTexts.count(1))).toBeVisible();
    await expect(within(panel).getByRole('button', { name: questionTexts.ask })).toBeVisible();
  },
};

/**
 * Ada on a lesson of the course she wrote (not enrolled in it): the questions below it, with Hide
 * on each, as its author.
 */
export const AuthorQuestions: Story = {
  parameters: {
    ...at('lesson-04-01', AUTHORED_COURSE_ID),
    mockDb: () => {
      const db = learningDb('inProgress');
      db.questions.push({
        question: {
          _id: 'question-flutter',
          courseId: AUTHORED_COURSE_ID,
          lessonId: 'lesson-04-01',
          title: 'Does Flutter use the platform widgets?',
          details: '',
          authorName: 'Grace Hopper',
          createdAt: '2026-03-14T09:00:00.000Z',
        },
        authorEmail: 'grace@example.com',
        upvoters: [],
        deleted: false,
        hidden: false,
      });
      return db;
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, 'Welcome to Flutter');
    const panel = await canvas.findByRole('region', { name: questionTexts.heading });
    await expect(
      await within(panel).findByRole('heading', { name: 'Does Flutter use the platform widgets?' }),
    ).toBeVisible();
    await expect(within(panel).getByRole('button', { name: questionTexts.hide })).toBeVisible();
  },
};

/** Not enrolled, no Preview: 'Enroll in this course to open its lessons.' and a way back. */
export const Forbidden: Story = {
  parameters: at('lesson-01-02', LOCKED_COURSE_ID),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: learningTexts.forbidden }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: learningTexts.backToCourse })).toHaveAttribute(
      'href',
      paths.courseDetail.href(LOCKED_COURSE_ID),
    );
  },
};

/** An unknown lesson: the 404 page. */
export const NotFound: Story = {
  parameters: at('lesson-does-not-exist'),
  play: ({ canvasElement }) => expectNotFoundPage(canvasElement),
};

/** Loading: the page's frame of placeholders. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/lessons/{lessonId}')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The lesson cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/lessons/{lessonId}', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Something went wrong/);
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
