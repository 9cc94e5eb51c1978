import {
  failWith,
  LEARNING_COURSE_ID,
  LOCKED_COURSE_ID,
  neverAnswers,
  unbroken,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { questionTexts as texts } from '../../features/questions';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import {
  ada,
  grace,
  katherine,
  question,
  seededAnswers,
  seededQuestions,
  withQuestions,
} from '../../testing/questions';
import { CourseQuestions } from './CourseQuestions';
import { expectNotFoundPage } from '../../testing/play';

const COURSE = 'TypeScript for JavaScript Developers';

const at = (id: string) => ({
  ...screenParameters({ route: paths.courseQuestions.path, path: paths.courseQuestions.href(id) }),
  session: 'signedIn' as const,
});

/** The three questions under 'Interfaces and type aliases', and one under an earlier lesson. */
const fourQuestions = [
  ...seededQuestions,
  question(
    'question-infer',
    'Does inference work across modules?',
    ada,
    '2026-03-12T15:00:00.000Z',
    { lessonId: 'lesson-02-02', details: 'An exported `const` without an annotation.' },
  ),
];

/**
 * Ada's Q&A page of the TypeScript course (she is enrolled; Grace wrote it): every question of
 * its lessons, newest first, each under its lesson's name.
 */
const meta = {
  title: 'Screens/CourseQuestions',
  component: CourseQuestions,
  tags: ['!autodocs'],
  parameters: { ...at(LEARNING_COURSE_ID), mockDb: withQuestions(fourQuestions, seededAnswers) },
} satisfies Meta<typeof CourseQuestions>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: texts.heading });

const titles = async (canvasElement: HTMLElement) =>
  within(await list(canvasElement))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const chip = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/** Four questions of two lessons, newest first, each linking to its lesson. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.qaHeading(COURSE) }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Q&A: ${COURSE} | EduGate`));
    await expect(await titles(canvasElement)).toEqual([
      'Can an interface extend a type alias?',
      'When should I pick an interface over a type alias?',
      'Why does declaration merging not work with type aliases?',
      'Does inference work across modules?',
    ]);
    await expect(canvas.getByText(texts.matching(4))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Annotations and inference' })).toHaveAttribute(
      'href',
      paths.lesson.href(LEARNING_COURSE_ID, 'lesson-02-02'),
    );
    await expect(chip(canvasElement, texts.unansweredFilter)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** 'Unanswered': the two questions nobody has answered; the filter is in the address. */
export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(chip(canvasElement, texts.unansweredFilter));
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'Why does declaration merging not work with type aliases?',
        'Does inference work across modules?',
      ]),
    );
    await expect(chip(canvasElement, texts.unansweredFilter)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(canvasElement).getByText(texts.matching(2))).toBeVisible();
  },
};

/** 'My questions' with 'Unanswered': Ada's one question nobody has answered. */
export const MyUnansweredQuestions: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(chip(canvasElement, texts.myQuestions));
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'Can an interface extend a type alias?',
        'Does inference work across modules?',
      ]),
    );
    await userEvent.click(chip(canvasElement, texts.unansweredFilter));
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual(['Does inference work across modules?']),
    );
    await expect(within(canvasElement).getByText(texts.matching(1))).toBeVisible();
  },
};

/** A search with Enter finds the words in titles and details. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const box = within(canvasElement).getByRole('searchbox', { name: texts.searchLabel });
    await userEvent.type(box, 'public API{Enter}');
    await waitFor(async () =>
      expect(await titles(canvasElement)).toEqual([
        'When should I pick an interface over a type alias?',
      ]),
    );
  },
};

/** Nothing matches: says so, and that other words or fewer filters may. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await list(canvasElement);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: texts.searchLabel }),
      'quaternion{Enter}',
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: texts.noMatches }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: texts.heading })).toBeNull();
  },
};

/** No question yet: the product's sentence, and the way back to the course's lessons. */
export const Empty: Story = {
  parameters: { mockDb: withQuestions([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: texts.empty })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: texts.backToCourse })).toHaveLength(2);
  },
};

/** Loading: three questions' worth of placeholder, busy. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/questions')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.loading)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: texts.heading })).toBeNull();
  },
};

/** The questions cannot load: 'Failed to load questions' with Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/questions', 500)] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(texts.loadFailed);
    await expect(within(canvasElement).getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** A course Ada is not enrolled in: the 404 page, as the API answers. */
export const NotEnrolled: Story = {
  parameters: at(LOCKED_COURSE_ID),
  play: ({ canvasElement }) => expectNotFoundPage(canvasElement),
};

/** Grace, its author, sees Hide on every question and answers as 'Instructor'. */
export const Author: Story = {
  parameters: {
    session: { status: 'signedIn', user: grace },
    mockDb: withQuestions(fourQuestions, seededAnswers, grace),
  },
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole('button', { name: texts.hide })).toHaveLength(4),
    );
  },
};

const longTitle = unbroken('W', 120);

/** At 375 px: a 120-character title and 5,000 characters of details, neither with a space, wrap. */
export const LongTexts: Story = atSmall<Story>({
  parameters: {
    mockDb: withQuestions([
      question('question-long', longTitle, katherine, '2026-03-15T10:00:00.000Z', {
        details: unbroken('Details', 5000),
      }),
    ]),
  },
  play: async ({ canvasElement }) => {
    const items = within(await list(canvasElement)).getAllByRole('listitem');
    await expect(within(items[0]!).getByRole('heading', { name: longTitle })).toBeVisible();
    await expect(chip(canvasElement, texts.myQuestions)).toBeVisible();
    await expectNoHorizontalOverflow();
  },
});
