import { messages } from '@edugate/api-client';
import {
  failWith,
  fixtureCourses,
  fixtureOwnerOf,
  fixtureUser,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { courseTexts } from '../../features/courses';
import { fillCourseForm } from '../../features/courses/CourseForm/CourseForm.play';
import { paths, routes } from '../../paths';
import { screenParameters } from '../../testing';
import { EditCourse } from './EditCourse';

const own = fixtureCourses.find((course) => fixtureOwnerOf(course) === fixtureUser.email)!;
const theirs = fixtureCourses.find((course) => fixtureOwnerOf(course) !== fixtureUser.email)!;

const at = (id: string) => ({ route: routes.editCourse, path: paths.courses.edit(id) });

const meta = {
  title: 'Screens/EditCourse',
  component: EditCourse,
  tags: ['!autodocs'],
  parameters: { ...screenParameters(at(own._id)), session: 'signedIn' },
} satisfies Meta<typeof EditCourse>;

export default meta;
type Story = StoryObj<typeof meta>;

const small = { viewport: { value: 'small', isRotated: false } };
const noBaseline = { chromatic: { disableSnapshot: true } };

const findToast = (title: string) =>
  waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-tone]')).find((t) =>
      t.textContent?.includes(title),
    );
    if (!toast) throw new Error(`No toast "${title}"`);
    return toast;
  });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
    await expect(await canvas.findByLabelText(/^Course Title/)).toHaveValue(own.title);
    await expect(canvas.getByLabelText(/^Short Description/)).toHaveValue(own.description);
    await expect(canvas.getByLabelText(/^Image URL/)).toHaveValue(own.imageUrl);
    await expect(canvas.getByLabelText(/^Duration/)).toHaveValue(own.duration);
    await expect(canvas.getByLabelText(/^Category/)).toHaveValue(own.category);
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      paths.courses.detail(own._id),
    );
    await expect(canvas.getByRole('button', { name: 'Update Course' })).toBeEnabled();
  },
};

export const LoadedSmall: Story = {
  ...Loaded,
  globals: small,
  play: async (context) => {
    await Loaded.play!(context);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the course');
    await expect(canvas.getByTestId('course-form-skeleton')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Course' })).not.toBeInTheDocument();
  },
};

export const LoadingSmall: Story = { ...Loading, globals: small };

/** SPEC.md: the toast, then on to the catalogue. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}', 500)], ...noBaseline },
  play: async ({ canvas }) => {
    await expect(await findToast(courseTexts.editLoadFailed)).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      'Navigated to /courses',
    );
  },
};

/** Someone else's course: the server's 403 text up front, and no form to submit. */
export const NotOwner: Story = {
  parameters: { router: at(theirs._id) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(messages.notCourseOwner)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Course' })).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(/^Course Title/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Course' })).toHaveAttribute(
      'href',
      paths.courses.detail(theirs._id),
    );
  },
};

export const NotOwnerSmall: Story = { ...NotOwner, globals: small };

/** The own-courses list was stale: the server refuses the save, and the form goes away. */
export const RefusedOnSave: Story = {
  parameters: { msw: [failWith('put', '/courses/{id}', 403)] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Course' }));
    await expect(await canvas.findByText(messages.notCourseOwner)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update Course' })).not.toBeInTheDocument();
  },
};

export const MissingFields: Story = {
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText(/^Course Title/);
    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Course' }));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(courseTexts.allFieldsRequired)).toHaveLength(1);
  },
};

export const Updating: Story = {
  parameters: { msw: [neverAnswers('put', '/courses/{id}')] },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText(/^Course Title/);
    await fillCourseForm(canvasElement, { duration: '7 weeks' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Course' }));
    await expect(await canvas.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const SaveFails: Story = {
  parameters: { msw: [failWith('put', '/courses/{id}', 500, '')] },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Update Course' }));
    await expect(await findToast(courseTexts.updateFailed)).toBeVisible();
    await expect(canvas.getByTestId('course-form-message')).toHaveTextContent(
      courseTexts.updateFailed,
    );
  },
};

export const SaveFailsSmall: Story = { ...SaveFails, globals: small };

/** SPEC.md: success goes to the course's detail page with the toast. */
export const Saved: Story = {
  parameters: noBaseline,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByLabelText(/^Course Title/);
    await fillCourseForm(canvasElement, { title: 'Renamed course' });
    await userEvent.click(canvas.getByRole('button', { name: 'Update Course' }));
    await expect(await findToast(courseTexts.updated)).toBeVisible();
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to ${paths.courses.detail(own._id)}`,
    );
  },
};

export const CancelGoesBack: Story = {
  parameters: noBaseline,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Cancel' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(
      `Navigated to ${paths.courses.detail(own._id)}`,
    );
  },
};
