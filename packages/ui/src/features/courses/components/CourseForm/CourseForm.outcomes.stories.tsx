import { longCourse } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atSmall } from '../../../../testing';
import { courseTexts } from '../../texts';
import type { CourseForm } from './CourseForm';
import { courseFormMeta, fillCourseForm, sampleCourse } from './CourseForm.play';

// 'What learners will learn': up to six outcomes, each 1 to 120 characters (openapi.yaml), shown
// on course detail's 'What You'll Learn' instead of the four general points.
export default {
  title: 'Features/Courses/CourseForm/Outcomes',
  ...courseFormMeta,
} satisfies Meta<typeof CourseForm>;
type Story = StoryObj<typeof courseFormMeta>;

const addButton = { name: courseTexts.addOutcome };

/**
 * None written: check the group is named 'What learners will learn' with its hint, offers one
 * empty 'Outcome 1' line and 'Add an outcome', and a course sent without any has `outcomes: []`.
 */
export const None: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const group = canvas.getByRole('group', { name: courseTexts.outcomesLegend });
    await expect(group).toHaveAccessibleDescription(courseTexts.outcomesHint);
    await expect(canvas.getByLabelText('Outcome 1')).toHaveValue('');
    await expect(canvas.getByRole('button', addButton)).toBeVisible();
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...sampleCourse, outcomes: [] },
      expect.anything(),
    );
  },
};

/**
 * By keyboard: add lines up to six (each new line takes focus; at six 'Add an outcome' gives way to
 * 'Six outcomes is the most a course can have.'), remove the third (focus moves to the line now
 * third), then submit: check the outcomes are sent trimmed, in order, without the blank line.
 */
export const AddAndRemove: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    const lines = ['  Read a query plan ', 'Index a join', 'Delete me', '', 'Write a migration'];
    await userEvent.type(canvas.getByLabelText('Outcome 1'), lines[0]!);
    for (const [index, text] of lines.slice(1).entries()) {
      await userEvent.click(canvas.getByRole('button', addButton));
      const field = canvas.getByLabelText(`Outcome ${index + 2}`);
      await waitFor(() => expect(field).toHaveFocus());
      if (text) await userEvent.keyboard(text);
    }
    await userEvent.click(canvas.getByRole('button', addButton));
    await expect(canvas.getByLabelText('Outcome 6')).toHaveFocus();
    await expect(canvas.queryByRole('button', addButton)).not.toBeInTheDocument();
    await expect(canvas.getByText(courseTexts.outcomesFull)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: courseTexts.removeOutcome(3) }));
    await waitFor(() => expect(canvas.getByLabelText('Outcome 3')).toHaveFocus());
    await expect(canvas.getByLabelText('Outcome 3')).toHaveValue('');
    await expect(canvas.queryByLabelText('Outcome 6')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', addButton)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...sampleCourse, outcomes: ['Read a query plan', 'Index a join', 'Write a migration'] },
      expect.anything(),
    );
  },
};

/** Removing the only line leaves focus on 'Add an outcome', which brings a line back. */
export const RemoveTheOnlyLine: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: courseTexts.removeOutcome(1) }));
    await waitFor(() => expect(canvas.getByRole('button', addButton)).toHaveFocus());
    await expect(canvas.queryByLabelText('Outcome 1')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Outcome 1')).toHaveFocus());
  },
};

/**
 * Six outcomes of 120 characters, three of them one unbroken word (Edit Course of the longest
 * course): check each line holds its text, no Add button, nothing scrolls sideways, and all six
 * are sent as they are.
 */
export const SixLongest: Story = {
  args: {
    submitLabel: 'Update Course',
    busyLabel: 'Updating...',
    defaultValues: {
      ...sampleCourse,
      totalSeats: '30',
      outcomes: longCourse.outcomes.map((text) => ({ text })),
    },
  },
  play: async ({ canvas, args }) => {
    for (const [index, text] of longCourse.outcomes.entries()) {
      await expect(text).toHaveLength(120);
      await expect(canvas.getByLabelText(`Outcome ${index + 1}`)).toHaveValue(text);
    }
    await expect(canvas.queryByRole('button', addButton)).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Course' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...sampleCourse, outcomes: longCourse.outcomes },
      expect.anything(),
    );
  },
};

/** The six longest at 375 px: the lines and their Remove buttons fit the width. */
export const SixLongestSmall: Story = atSmall(SixLongest);

/** One character too many: that line is marked with its own message and takes focus; nothing is sent. */
export const TooLong: Story = {
  args: {
    defaultValues: {
      ...sampleCourse,
      totalSeats: '30',
      outcomes: [{ text: 'Read a query plan' }, { text: 'x'.repeat(121) }],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    const second = canvas.getByLabelText('Outcome 2');
    await waitFor(() => expect(second).toHaveFocus());
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(courseTexts.outcomeTooLong);
    await expect(canvas.getByLabelText('Outcome 1')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
