import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { courseTexts } from '../../texts';
import type { CourseForm } from './CourseForm';
import { courseFormMeta, fillCourseForm, sampleCourse } from './CourseForm.play';

// docs/product.md, Courses: Add and Edit Course get a 'Seats' number field (1 to 500, default 30).
export default {
  title: 'Features/Courses/CourseForm/Seats',
  ...courseFormMeta,
} satisfies Meta<typeof CourseForm>;
type Story = StoryObj<typeof courseFormMeta>;

/** A new course starts with 30 seats; the number chosen is what is sent. */
export const DefaultAndChosen: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const seats = canvas.getByLabelText(/^Seats/);
    await expect(seats).toHaveValue(30);
    await expect(seats).toHaveAttribute('type', 'number');
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.clear(seats);
    await userEvent.type(seats, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...sampleCourse, totalSeats: 120 },
      expect.anything(),
    );
  },
};

/** Outside 1 to 500: the field says so and nothing is sent. */
export const OutOfRange: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    const seats = canvas.getByLabelText(/^Seats/);
    await userEvent.clear(seats);
    await userEvent.type(seats, '501');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await canvas.findByText(courseTexts.seatsRange)).toBeVisible();
    await expect(seats).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
