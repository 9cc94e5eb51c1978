import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../components/Button';
import { courseTexts } from '../../texts';
import type { CourseForm } from './CourseForm';
import { courseFormMeta, fillCourseForm, sampleCourse } from './CourseForm.play';

const never = () => new Promise<void>(() => undefined);

export default {
  title: 'Features/Courses/CourseForm',
  ...courseFormMeta,
} satisfies Meta<typeof CourseForm>;
type Story = StoryObj<typeof courseFormMeta>;

/**
 * The blank form: check the five empty fields, the duration hint, and the product's nine categories in its
 * order with labels as written ('UI/UX Design', not 'Ui/Ux Design').
 */
export const Empty: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Course Title', 'Short Description', 'Image URL', 'Duration', 'Category'])
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    await expect(canvas.getByLabelText('Outcome 1')).toHaveValue('');
    await expect(canvas.getByLabelText(/^Image URL/)).toHaveAttribute('type', 'url');
    await expect(canvas.getByText('e.g. 6 weeks, 10 hours')).toBeVisible();
    const category = canvas.getByLabelText(/^Category/);
    const labels = within(category)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(labels).toEqual([
      'Choose a category',
      'Web Development',
      'Mobile Development',
      'Data Science',
      'Machine Learning',
      'Artificial Intelligence',
      'Cloud Computing',
      'Cybersecurity',
      'Game Development',
      'UI/UX Design',
    ]);
  },
};

/**
 * Only the title filled, then submitted: check the four blank fields are marked, the title is not,
 * 'All fields are required.' shows once and nothing is sent.
 */
export const MissingFields: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Course Title/), 'Intro to Rust');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Short Description/)).toHaveFocus());
    await expect(canvas.getAllByText(courseTexts.allFieldsRequired)).toHaveLength(1);
    await expect(canvas.getByLabelText(/^Course Title/)).not.toHaveAttribute('aria-invalid');
    for (const label of ['Short Description', 'Image URL', 'Duration', 'Category'])
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Every field filled but the image URL is not a link: check only Image URL is marked, with its own
 * message, and nothing is sent.
 */
export const InvalidImageUrl: Story = {
  args: {
    defaultValues: {
      title: 'Intro to Rust',
      description: 'Ownership and borrowing.',
      imageUrl: 'not a url',
      duration: '3 weeks',
      category: 'web development',
      totalSeats: '30',
      outcomes: [],
      skills: [],
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    const image = canvas.getByLabelText(/^Image URL/);
    await waitFor(() => expect(image).toHaveFocus());
    await expect(image).toHaveAccessibleDescription(
      'Please enter a valid image URL (starting with http:// or https://).',
    );
    await expect(canvas.queryByText(courseTexts.allFieldsRequired)).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Filled by keyboard and submitted with Enter: check the trimmed values are sent and the button
 * reads 'Adding...', disabled, while the save runs.
 */
export const Busy: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Course Title/), '  Intro to Rust ');
    await userEvent.type(canvas.getByLabelText(/^Short Description/), 'Ownership and borrowing.');
    await userEvent.type(canvas.getByLabelText(/^Image URL/), 'https://example.com/rust.png');
    await userEvent.type(canvas.getByLabelText(/^Duration/), '3 weeks');
    await userEvent.selectOptions(canvas.getByLabelText(/^Category/), 'UI/UX Design');
    // Enter in a text field submits, as it does for a person.
    await userEvent.click(canvas.getByLabelText(/^Duration/));
    await userEvent.keyboard('{Enter}');
    const busy = await canvas.findByRole('button', { name: 'Adding...' });
    await expect(busy).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        title: 'Intro to Rust',
        description: 'Ownership and borrowing.',
        imageUrl: 'https://example.com/rust.png',
        duration: '3 weeks',
        category: 'ui/ux design',
        totalSeats: 30,
        outcomes: [],
        skills: [],
      },
      expect.anything(),
    );
  },
};

/**
 * 'Skills taught': a suggestion from the shared list picked by keyboard, a new skill typed and
 * committed with a comma; both are sent with the course, in the order chosen.
 */
export const SkillsTaught: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ canvas, canvasElement, args }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    const skills = canvas.getByRole('combobox', { name: /^Skills taught/ });
    await userEvent.type(skills, 'reac');
    await expect(await canvas.findByRole('option', { name: 'React' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.type(skills, 'Rust  macros,');
    const chosen = canvas.getByRole('list', { name: /^Skills taught: chosen/ });
    await expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Rust macros']);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { ...sampleCourse, skills: ['React', 'Rust macros'] },
      expect.anything(),
    );
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

/**
 * Edit Course's shape: check the prefilled values, a Cancel button beside Update Course, and the
 * save error the screen passed in.
 */
export const PrefilledWithCancelAndError: Story = {
  args: {
    submitLabel: 'Update Course',
    busyLabel: 'Updating...',
    error: courseTexts.updateFailed,
    cancel: <Button variant="outline">Cancel</Button>,
    defaultValues: {
      title: 'Modern React from Scratch',
      description: 'Components, hooks and routing by building three real apps.',
      imageUrl: 'https://example.com/react.png',
      duration: '6 weeks',
      category: 'web development',
      totalSeats: '30',
      outcomes: [{ text: 'Build a React app from components, props and state' }],
      skills: ['React', 'JavaScript'],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Course Title/)).toHaveValue('Modern React from Scratch');
    await expect(canvas.getByLabelText(/^Category/)).toHaveDisplayValue('Web Development');
    await expect(canvas.getByText(courseTexts.updateFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update Course' })).toBeEnabled();
  },
};
