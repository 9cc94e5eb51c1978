import type { QuizAttempt } from '@edugate/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { learningTexts } from '../../texts';
import { Quiz, type QuizProps } from './Quiz';

/** A quiz of `count` questions, each with two options, the first one right. */
const quizOf = (count: number, passMark: number): QuizProps['quiz'] => ({
  passMark,
  questions: Array.from({ length: count }, (_, index) => ({
    prompt: `Question number ${index + 1}`,
    options: ['Right', 'Wrong'],
  })),
});

/** A graded attempt with `right` of `count` right, scored as the server does (rounded down). */
const attemptOf = (right: number, count: number, passMark: number): QuizAttempt => ({
  _id: 'attempt-1',
  lessonId: 'lesson-1',
  score: Math.floor((right * 100) / count),
  passed: right * 100 >= passMark * count,
  passMark,
  questions: Array.from({ length: count }, (_, index) => ({
    chosen: index < right ? 0 : 1,
    answer: 0,
    correct: index < right,
  })),
  createdAt: '2026-11-20T10:00:00.000Z',
});

const meta = {
  title: 'Features/Learning/Quiz',
  component: Quiz,
  args: { quiz: quizOf(7, 70), attempt: attemptOf(2, 7, 70), onSubmit: fn() },
} satisfies Meta<typeof Quiz>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2 of 7 is 28.57%: the score says it is rounded down and gives the count it comes from. */
export const RoundedDown: Story = {
  play: async ({ canvasElement }) => {
    const score = within(canvasElement).getByRole('status');
    await expect(score).toHaveTextContent(learningTexts.failed(28, 70));
    await expect(score).toHaveTextContent('2 of 7 questions right (28%, rounded down).');
  },
};

/** 4 of 7 (57.1%) against a pass mark of 60%: short of it, and said so. */
export const JustShort: Story = {
  args: { quiz: quizOf(7, 60), attempt: attemptOf(4, 7, 60) },
  play: async ({ canvasElement }) => {
    const score = within(canvasElement).getByRole('status');
    await expect(score).toHaveTextContent(learningTexts.failed(57, 60));
    await expect(score).toHaveTextContent('4 of 7 questions right (57%, rounded down).');
  },
};

/** 3 of 5 is exactly the pass mark of 60%: passed, and nothing rounded to mention. */
export const ExactlyThePassMark: Story = {
  args: { quiz: quizOf(5, 60), attempt: attemptOf(3, 5, 60) },
  play: async ({ canvasElement }) => {
    const score = within(canvasElement).getByRole('status');
    await expect(score).toHaveTextContent(learningTexts.passed(60));
    await expect(score).toHaveTextContent('3 of 5 questions right.');
    await expect(score).not.toHaveTextContent(/rounded/);
    // An earlier attempt shown on opening the lesson does not pull focus to itself.
    await expect(score).not.toHaveFocus();
  },
};
