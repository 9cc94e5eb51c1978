import { failWith, neverAnswers } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { fillCourseForm, sampleCourse } from '../../features/courses/CourseForm/CourseForm.play';
import { routes } from '../../paths';
import { screenParameters } from '../../testing';
import { AddCourse } from './AddCourse';

const meta = {
  title: 'Screens/AddCourse',
  component: AddCourse,
  tags: ['!autodocs'],
  parameters: { ...screenParameters({ route: routes.addCourse }), session: 'signedIn' },
} satisfies Meta<typeof AddCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

const small = { viewport: { value: 'small', isRotated: false } };

/** A toast (not Radix's hidden announcement of it) with this title. */
const findToast = (title: string) =>
  waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-tone]')).find((t) =>
      t.textContent?.includes(title),
    );
    if (!toast) throw new Error(`No toast "${title}"`);
    return toast;
  });

const fields = ['Course Title', 'Short Description', 'Image URL', 'Duration', 'Category'];

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Add Course | EduGate'));
    for (const label of fields)
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue('');
    await expect(canvas.getByText('e.g. 6 weeks, 10 hours')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Course' })).toBeEnabled();
  },
};

export const EmptySmall: Story = {
  ...Empty,
  globals: small,
  play: async (context) => {
    await Empty.play!(context);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const MissingFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Course Title/)).toHaveFocus());
    await expect(canvas.getAllByText(courseTexts.allFieldsRequired)).toHaveLength(1);
    for (const label of fields)
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
  },
};

export const MissingFieldsSmall: Story = { ...MissingFields, globals: small };

export const Adding: Story = {
  parameters: { msw: [neverAnswers('post', '/courses')] },
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

export const Added: Story = {
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await findToast(courseTexts.added)).toBeVisible();
    for (const label of fields)
      await waitFor(() => expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue(''));
    await expect(canvas.getByRole('button', { name: 'Add Course' })).toBeEnabled();
  },
};

export const AddedSmall: Story = { ...Added, globals: small };

/** The server sends no text: SPEC's fallback, inline and as a toast; the input stays. */
export const AddFails: Story = {
  parameters: { msw: [failWith('post', '/courses', 500, '')] },
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await findToast(courseTexts.addFailed)).toBeVisible();
    await expect(canvas.getByTestId('course-form-message')).toHaveTextContent(
      courseTexts.addFailed,
    );
    await expect(canvas.getByLabelText(/^Course Title/)).toHaveValue(sampleCourse.title);
  },
};

export const AddFailsSmall: Story = { ...AddFails, globals: small };

/** The server explains itself: its text replaces the fallback. */
export const AddFailsWithServerText: Story = {
  parameters: { msw: [failWith('post', '/courses', 503)] },
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await findToast('The database is not reachable.')).toBeVisible();
    await expect(canvas.getByTestId('course-form-message')).toHaveTextContent(
      'The database is not reachable.',
    );
    await expect(screen.queryByText(courseTexts.addFailed)).not.toBeInTheDocument();
  },
};
