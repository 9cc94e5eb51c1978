import { failWith, fixtureUser, neverAnswers } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import {
  fillCourseForm,
  sampleCourse,
} from '../../features/courses/components/CourseForm/CourseForm.play';
import { paths } from '../../paths';
import { accountTexts } from '../../session';
import { atSmall, screenMeta } from '../../testing';
import { findToast } from '../../testing/play';
// A flow story mounts the screen a link leads to, as the app does; screens never import each other.
import { CourseDetail } from '../CourseDetail/CourseDetail';
import { AddCourse } from './AddCourse';

const meta = {
  title: 'Screens/AddCourse',
  tags: ['!autodocs'],
  ...screenMeta(AddCourse, { route: paths.addCourse.path }, 'signedIn'),
} satisfies Meta<typeof AddCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = ['Course Title', 'Short Description', 'Image URL', 'Duration', 'Category'];

/**
 * The empty form a signed-in person opens: check the five blank fields, the duration hint 'e.g. 6
 * weeks, 10 hours' and an enabled Add Course.
 */
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

/**
 * Empty at 375 px: check the fields take the full width in one column and nothing scrolls sideways.
 */
export const EmptySmall: Story = atSmall<Story>({
  ...Empty,
  play: async (context) => {
    await Empty.play!(context);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/**
 * Add Course pressed with every field blank: check all five are marked, the product's 'All fields are
 * required.' shows once, and the cursor is in Course Title.
 */
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

/**
 * Missing fields at 375 px: check the marked fields and the one message still read clearly in one
 * column.
 */
export const MissingFieldsSmall: Story = atSmall(MissingFields);

/**
 * While the course is saved: check the button reads 'Adding...' and is disabled, with the entered
 * values still in the form.
 */
export const Adding: Story = {
  parameters: { msw: [neverAnswers('post', '/courses')] },
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await canvas.findByRole('button', { name: 'Adding...' })).toBeDisabled();
  },
};

/** The note that leads to the course just added. */
const addedNote = `“${sampleCourse.title}” is now in the catalogue.`;

/**
 * Saved: check the 'Course added successfully!' toast, a form emptied for the next course, and a
 * note above it naming the new course with a 'View course' link to its page.
 */
export const Added: Story = {
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await findToast(courseTexts.added)).toBeVisible();
    for (const label of fields)
      await waitFor(() => expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue(''));
    await expect(canvas.getByRole('button', { name: 'Add Course' })).toBeEnabled();
    await expect(canvas.getByText(addedNote)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View course' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/courses\/[^/]+$/),
    );
  },
};

/** Saved, then 'View course': the new course's own page opens. */
export const AddedThenViewCourse: Story = {
  parameters: {
    router: {
      route: paths.addCourse.path,
      routes: [{ path: paths.courseDetail.path, element: <CourseDetail /> }],
    },
    // It ends on the course detail, whose states have their own baselines.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await userEvent.click(await canvas.findByRole('link', { name: 'View course' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: sampleCourse.title }),
    ).toBeVisible();
    await expect(canvas.getByText(sampleCourse.description)).toBeVisible();
  },
};

/** Another save clears the note of the previous one until it succeeds. */
export const AddedTwice: Story = {
  play: async ({ canvasElement, canvas }) => {
    await fillCourseForm(canvasElement, sampleCourse);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(await canvas.findByText(addedNote)).toBeVisible();
    const second = { ...sampleCourse, title: 'Go for Backend Developers' };
    await fillCourseForm(canvasElement, second);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
    await expect(
      await canvas.findByText(`“${second.title}” is now in the catalogue.`),
    ).toBeVisible();
    await expect(canvas.queryByText(addedNote)).toBeNull();
  },
};

/** Added at 375 px: check the toast and the emptied form both fit the width. */
export const AddedSmall: Story = atSmall(Added);

/**
 * The save fails and the server sends no text: check the product's 'Failed to add course.' shows both
 * under the form and as a toast, and the input stays.
 */
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

/** Add fails at 375 px: check the message under the form and the toast both fit the width. */
export const AddFailsSmall: Story = atSmall(AddFails);

/**
 * The save fails with the server's own text: check that text replaces the fallback, under the form
 * and in the toast.
 */
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

/**
 * An account without a display name (an e-mail typed into the emulator's account chooser, say):
 * EduGate never shows an author's e-mail, so instead of the form the page asks for a name, with
 * a link to Profile to set it.
 */
export const NeedsName: Story = {
  parameters: {
    session: { status: 'signedIn', user: { ...fixtureUser, displayName: null } },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: accountTexts.nameRequiredTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(accountTexts.nameRequired('courses'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: accountTexts.setYourName })).toHaveAttribute(
      'href',
      paths.profile.href(),
    );
    await expect(canvas.queryByLabelText(/^Course Title/)).not.toBeInTheDocument();
  },
};

/** The same at 375 px: the notice and its link fit the width. */
export const NeedsNameSmall: Story = atSmall(NeedsName);
