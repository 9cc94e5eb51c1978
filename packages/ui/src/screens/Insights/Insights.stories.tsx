import {
  failWith,
  INSIGHTS_COURSE_ID,
  insightsDb,
  neverAnswers,
  otherUser,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { insightsTexts as texts } from '../../features/insights';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { barLabels, expectChartTextsClear } from '../../components/Chart/Chart.play';
import { Insights } from './Insights';
import { expectNotFoundPage } from '../../testing/play';

const at = (id: string) => ({
  ...screenParameters({ route: paths.insights.path, path: paths.insights.href(id) }),
  session: 'signedIn' as const,
});

/**
 * Ada's Flutter course (5 lessons, 2 quizzes) with three learners: Priya finished it (and holds
 * its certificate), Tomás got through 3 lessons, Mei through 2.
 */
const meta = {
  title: 'Screens/Insights',
  component: Insights,
  tags: ['!autodocs'],
  parameters: { ...at(INSIGHTS_COURSE_ID), mockDb: () => insightsDb('some') },
} satisfies Meta<typeof Insights>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure a `<dl>` pairs with a label ('Learners now' -> '3'). */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).nextElementSibling?.textContent;

const chart = async (canvasElement: HTMLElement, title: string) => {
  const heading = await within(canvasElement).findByRole('heading', { level: 2, name: title });
  return within(heading.closest('figure') as HTMLElement);
};

/** Three learners: the figures, twelve weeks of enrolments, the drop per lesson, quizzes, ratings. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading('Flutter Fundamentals') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Insights | EduGate'));
    await expect(figure(canvasElement, texts.learnersNow)).toBe('3');
    await expect(figure(canvasElement, texts.completed)).toBe('1');
    const enrolments = await chart(canvasElement, texts.enrolments);
    await expect(
      enrolments.getByRole('img', { name: texts.enrolments }),
    ).toHaveAccessibleDescription(
      '3 enrolments in the last 12 weeks; the most, 1, in the week of Dec 29; 0 this week.',
    );
    const progress = await chart(canvasElement, texts.progress);
    await expect(progress.getByText('1. Welcome to Flutter')).toBeVisible();
    await expect(progress.getByRole('img', { name: texts.progress })).toHaveAccessibleDescription(
      /^3 completed the first lesson, Welcome to Flutter; 1 the last, .+; the largest drop, 1 learners, is after lesson 2, Installing Flutter\.$/,
    );
    const quizzes = await chart(canvasElement, texts.quizzes);
    await expect(quizzes.getByText('66.7% · 66.7% passed')).toBeVisible();
    const ratings = await chart(canvasElement, texts.ratings);
    await expect(ratings.getByText('5 stars')).toBeVisible();
  },
};

/** 'Show as table': the lessons' chart becomes a table of the same figures, and back. */
export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const progress = await chart(canvasElement, texts.progress);
    await userEvent.click(progress.getByRole('button', { name: texts.showTable }));
    const table = progress.getByRole('table', { name: texts.progress });
    const rows = within(table).getAllByRole('row');
    await expect(within(rows[0] as HTMLElement).getAllByRole('columnheader')).toHaveLength(2);
    await expect(rows[1]).toHaveTextContent('1. Welcome to Flutter (Foundations)3');
    await expect(rows).toHaveLength(6);
    await expect(progress.queryByRole('img')).toBeNull();
    await expect(progress.getByRole('button', { name: texts.showChart })).toBeVisible();
    const quizzes = await chart(canvasElement, texts.quizzes);
    await userEvent.click(quizzes.getByRole('button', { name: texts.showTable }));
    const quizTable = quizzes.getByRole('table', { name: texts.quizzes });
    await expect(
      within(quizTable).getByRole('columnheader', { name: texts.passRate }),
    ).toBeVisible();
    await expect(within(quizTable).getAllByRole('row')[1]).toHaveTextContent('66.7%66.7%3');
  },
};

/** No learner yet: the figures at 0 and 'No learners yet, so nothing to show.' */
export const NoLearners: Story = {
  parameters: { mockDb: () => insightsDb('none') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: texts.empty })).toBeVisible();
    await expect(figure(canvasElement, texts.learnersNow)).toBe('0');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** One learner: every chart drawn for a single person, nothing divided by zero. */
export const OneLearner: Story = {
  parameters: { mockDb: () => insightsDb('one') },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible();
    await expect(figure(canvasElement, texts.learnersNow)).toBe('1');
    const quizzes = await chart(canvasElement, texts.quizzes);
    await expect(quizzes.getByText('100% · 100% passed')).toBeVisible();
  },
};

/** 2,400 learners: the steep drop after the first lessons, as the server aggregates it. */
export const Thousands: Story = {
  parameters: { mockDb: () => insightsDb('thousands') },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    await expect(figure(canvasElement, texts.learnersNow)).toBe('2,400');
    await expect(figure(canvasElement, texts.seatsLeft)).toBe('100');
    const progress = await chart(canvasElement, texts.progress);
    await expect(progress.getByText('2,364')).toBeVisible();
    await expect(progress.getByRole('img', { name: texts.progress })).toHaveAccessibleDescription(
      /the largest drop, 830 learners, is after lesson 1, Welcome to Flutter\.$/,
    );
    const enrolments = await chart(canvasElement, texts.enrolments);
    await expect(enrolments.getByText('319')).toBeVisible();
    const ratings = await chart(canvasElement, texts.ratings);
    await expect(ratings.getByText('Average 4.3 from 812 ratings.')).toBeVisible();
  },
};

/** A course without quizzes: 'This course has no quizzes.' in place of the quiz chart. */
export const NoQuizzes: Story = {
  parameters: { mockDb: () => insightsDb('noQuizzes') },
  play: async ({ canvasElement }) => {
    const quizzes = await chart(canvasElement, texts.quizzes);
    await expect(quizzes.getByText(texts.noQuizzes)).toBeVisible();
    await expect(quizzes.queryByRole('button', { name: texts.showTable })).toBeNull();
  },
};

/** Every chart's texts whole and clear of each other (the enrolments' first, Show as table's last). */
const expectChartsClear = async (canvasElement: HTMLElement) => {
  const figures = [...canvasElement.querySelectorAll<HTMLElement>('figure')];
  await expect(figures).toHaveLength(4);
  for (const figure of figures) await expectChartTextsClear(figure);
};

/**
 * At 375 px: the figures, then each chart full width; labels and values keep their size, none
 * over another, and the last week's label whole.
 */
export const Small: Story = atSmall<Story>({
  play: async (context) => {
    await Overview.play?.(context);
    await expectChartsClear(context.canvasElement);
  },
});

/**
 * Every section's quiz titled 'Check your understanding': each bar named after its section, the
 * three labels apart at 375 px, clear of their values.
 */
export const QuizzesNamedBySection: Story = atSmall<Story>({
  parameters: { mockDb: () => insightsDb('quizPerSection') },
  play: async ({ canvasElement }) => {
    const quizzes = await chart(canvasElement, texts.quizzes);
    const figure = quizzes.getByRole('img', { name: texts.quizzes }).closest('figure');
    await expectChartTextsClear(figure as HTMLElement);
    const labels = barLabels(figure as HTMLElement);
    await expect(labels).toHaveLength(3);
    await expect(new Set(labels).size).toBe(3);
    await expect(labels[0]).toMatch(/^Foundations: Check your understan/);
    await expect(labels[1]).toMatch(/^First project: Check your understan/);
    await expect(labels[2]).toMatch(/^Next steps: Check your understan/);
    await expect(quizzes.getByText('75% · 50% passed')).toBeVisible();
    await expect(quizzes.getByText(texts.notAttempted)).toBeVisible();
    // The quiz chart in view: the picture shows the three names.
    figure?.scrollIntoView({ block: 'start' });
  },
});

/** Another user's course: the 404 page, as the API answers. */
export const NotFoundForAnotherUser: Story = {
  parameters: { mockDb: () => insightsDb('some', { user: otherUser }) },
  play: ({ canvasElement }) => expectNotFoundPage(canvasElement),
};

/** Loading: the page's frame of placeholders. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/insights')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The insights cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/insights', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
