import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { atSmall } from '../../testing';
import { Chart, type ChartRow } from './Chart';
import { barLabels, expectChartTextsClear } from './Chart.play';

const weeks: ChartRow[] = [12, 18, 9, 22, 31, 27, 40, 36, 44, 39, 51, 47].map((value, index) => ({
  key: `w${index}`,
  label: `W${index + 1}`,
  name: `Week ${index + 1}`,
  value,
  valueText: String(value),
}));

const lessons: ChartRow[] = [
  ['Welcome', 120],
  ['Setting up your machine so that every later lesson runs the same for everyone', 96],
  ['Your first program', 61],
  ['Check your understanding', 40],
].map(([label, value], index) => ({
  key: `l${index}`,
  label: `${index + 1}. ${String(label)}`,
  value: Number(value),
  valueText: String(value),
}));

/** Twelve weeks as the Insights page labels them, the busiest with three digits. */
const datedWeeks: ChartRow[] = [96, 120, 141, 150, 172, 188, 205, 226, 240, 262, 281, 319].map(
  (value, index) => {
    const label = new Date(Date.UTC(2026, 8, 7 + 7 * index)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return { key: `d${index}`, label, value, valueText: String(value) };
  },
);

/** A quiz per section, each named by its section: long names beside long values. */
const quizzes: ChartRow[] = [
  ['Getting started', 82.4, 91.2],
  ['Working with widgets every day', 61.7, 48.3],
  ['Shipping', 100, 100],
].map(([section, score, passed], index) => ({
  key: `q${index}`,
  label: `${String(section)}: Check your understanding`,
  value: Number(score),
  valueText: `${String(score)}% · ${String(passed)}% passed`,
}));

const toggle = { showTableText: 'Show as table', showChartText: 'Show as chart' };

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    ...toggle,
    title: 'Enrolments per week',
    intro: 'Learners enrolled now, by the week they enrolled.',
    description: '376 enrolments in 12 weeks; the most, 51, in week 11.',
    kind: 'columns',
    rows: weeks,
    headers: ['Week', 'Enrolments'],
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve columns, a value over each, every other label below: an image named and described. */
export const Columns: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: 'Enrolments per week' });
    await expect(image).toHaveAccessibleDescription(
      '376 enrolments in 12 weeks; the most, 51, in week 11.',
    );
    await expect(image.querySelectorAll('rect')).toHaveLength(12);
    await expect(canvas.getByText('51')).toBeVisible();
    await expect(canvas.getByText('W12')).toBeVisible();
    await expect(canvas.queryByText('W11')).toBeNull();
    // Bars are filled from the theme's primary colour, in light and in dark (storybook:dark).
    const probe = document.createElement('span');
    probe.style.color = vars.color.primary;
    canvasElement.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    await expect(getComputedStyle(image.querySelector('rect') as Element).fill).toBe(primary);
  },
};

/**
 * Named rows as bars; a label too long to sit beside its value at 375 px puts every value on a
 * line of its own and is shortened to the width (the table gives it whole); the longest bar fills
 * the width.
 */
export const Bars: Story = {
  args: {
    title: 'How far learners get',
    description: '120 completed the first lesson; 40 the last.',
    kind: 'bars',
    rows: lessons,
    headers: ['Lesson', 'Completed it'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2. Setting up your machine so that ever…')).toBeVisible();
    await expect(canvas.getByText('96')).toBeVisible();
    const bars = canvasElement.querySelectorAll('svg rect:nth-of-type(2)');
    await expect(bars).toHaveLength(4);
    await expect(bars[0]?.getAttribute('width')).toBe('100.000%');
    await expect(bars[3]?.getAttribute('width')).toBe('33.333%');
  },
};

/** At 375 px: labels and values keep their size, none over another, nothing runs off the card. */
export const BarsSmall: Story = atSmall<Story>({
  ...Bars,
  play: async (context) => {
    await Bars.play?.(context);
    await expectChartTextsClear(context.canvasElement.querySelector('figure') as HTMLElement);
  },
});

/** At 375 px, twelve dated weeks: the first and last labels whole, no value over another. */
export const WeeksSmall: Story = atSmall<Story>({
  args: {
    rows: datedWeeks,
    description: '2,400 enrolments in 12 weeks; the most, 319, on Nov 23.',
  },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure') as HTMLElement;
    const texts = (await expectChartTextsClear(figure)).map((box) => box.text);
    await expect(texts).toContain('Nov 23');
    await expect(texts).toContain('319');
  },
});

/**
 * At 375 px, quizzes named by their sections with their scores: each label shortened so that it
 * stays clear of its value, and the three still tell apart.
 */
export const LongLabelsSmall: Story = atSmall<Story>({
  args: {
    title: 'Quizzes',
    description: 'Highest average best score: Shipping, 100%.',
    kind: 'bars',
    rows: quizzes,
    max: 100,
    headers: ['Quiz', 'Average best score'],
  },
  play: async ({ canvasElement }) => {
    const figure = canvasElement.querySelector('figure') as HTMLElement;
    await expectChartTextsClear(figure);
    const labels = barLabels(figure);
    await expect(labels).toHaveLength(3);
    await expect(new Set(labels).size).toBe(3);
    await expect(labels[0]).toMatch(/^Getting started: /);
    await expect(within(figure).getByText('61.7% · 48.3% passed')).toBeVisible();
  },
});

/** 'Show as table': the same figures in a table, full labels; 'Show as chart' brings it back. */
export const AsTable: Story = {
  args: Bars.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const table = canvas.getByRole('table', { name: 'How far learners get' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveTextContent(
      '2. Setting up your machine so that every later lesson runs the same for everyone96',
    );
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toBeVisible();
  },
};

/** Nothing to count: the given text in place of the chart, and no toggle. */
export const Empty: Story = {
  args: { empty: <p>This course has no quizzes.</p>, rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This course has no quizzes.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
