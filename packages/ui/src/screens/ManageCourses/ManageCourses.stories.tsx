import { courseIdOf } from '@edugate/api-client';
import {
  createMockDb,
  emptyDb,
  failWith,
  neverAnswers,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { categoryLabel } from '../../features/courses';
import { courseTexts } from '../../features/courses';
import { questionTexts } from '../../features/questions';
import {
  fillCourseForm,
  sampleCourse,
} from '../../features/courses/components/CourseForm/CourseForm.play';
import { paths } from '../../paths';
import { atSmall, noBaseline, screenMeta } from '../../testing';
import { ownCourses } from '../../testing/ownCourses';
import { findDialog, findToast } from '../../testing/play';
import { AddCourse } from '../AddCourse/AddCourse';
import { EditCourse } from '../EditCourse/EditCourse';
import { ManageCourses } from './ManageCourses';

const own = ownCourses;
const first = own[0]!;
const second = own[1]!;
const countsPath = '/courses/my-courses/unanswered-questions';

/**
 * Four questions under the first course: three wait for an answer, one has a visible answer and
 * does not count. The other courses have none.
 */
function withUnanswered(): MockDb {
  const db = createMockDb();
  const asked = (index: number) => ({
    question: {
      _id: `question-${index}`,
      courseId: first._id,
      lessonId: 'lesson-01',
      title: `Question ${index}`,
      details: '',
      authorName: 'Alan Turing',
      createdAt: '2026-03-15T10:00:00.000Z',
    },
    authorEmail: 'alan@example.com',
    upvoters: [],
    deleted: false,
    hidden: false,
  });
  db.questions.push(asked(1), asked(2), asked(3), asked(4));
  db.questionAnswers.push({
    answer: {
      _id: 'answer-1',
      questionId: 'question-4',
      body: 'Yes.',
      authorName: 'Ada Lovelace',
      createdAt: '2026-03-15T11:00:00.000Z',
    },
    authorEmail: 'ada@example.com',
    hidden: false,
  });
  return db;
}

export default {
  title: 'Screens/ManageCourses',
  tags: ['!autodocs'],
  ...screenMeta(ManageCourses, { route: paths.manageCourses.path }, 'signedIn'),
};
type Story = StoryObj<typeof ManageCourses>;

const rowTitles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The counts come apart from the courses: a story ends once they are in, so its picture is one. */
const countsShown = (table: HTMLElement) =>
  within(table).findAllByText(questionTexts.unanswered(0));

/**
 * The signed-in person's own courses as a table: check one row per course with its category, and an
 * Edit link and a Delete button named for the course.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Manage Courses' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Manage Courses | EduGate'));
    const table = await canvas.findByRole('table');
    await expect(rowTitles(table)).toEqual(own.map((course) => course.title));
    const row = within(table).getByRole('row', { name: new RegExp(first.title) });
    await expect(within(row).getByText(categoryLabel(first.category!))).toBeVisible();
    await expect(await within(row).findByText(questionTexts.unanswered(0))).toBeVisible();
    await expect(
      within(row).getByRole('link', { name: `Curriculum of ${first.title}` }),
    ).toHaveAttribute('href', `/manage-courses/${first._id}/curriculum`);
    await expect(within(row).getByRole('link', { name: `Edit ${first.title}` })).toHaveAttribute(
      'href',
      `/edit-course/${first._id}`,
    );
    await expect(within(row).getByRole('button', { name: `Delete ${first.title}` })).toBeVisible();
  },
};

/**
 * Loaded at 375 px: check each course is a stacked card with its actions two by two (Edit beside
 * Curriculum), nothing wider than the screen.
 */
export const LoadedSmall: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(rowTitles(table)).toHaveLength(own.length);
    await countsShown(table);
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
    const row = within(table).getByRole('row', { name: new RegExp(first.title) });
    const edit = within(row).getByRole('link', { name: `Edit ${first.title}` });
    const curriculum = within(row).getByRole('link', { name: `Curriculum of ${first.title}` });
    const remove = within(row).getByRole('button', { name: `Delete ${first.title}` });
    // Two by two, sharing the card's width: Edit beside Curriculum, Delete on the next row.
    await expect(edit.getBoundingClientRect().top).toBe(curriculum.getBoundingClientRect().top);
    await expect(remove.getBoundingClientRect().top).toBeGreaterThan(
      edit.getBoundingClientRect().bottom,
    );
    await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/**
 * Courses with questions waiting: check the first course says '3 unanswered' (its answered
 * question left out) as a badge, and a course without questions a plain '0 unanswered'.
 */
export const UnansweredCounts: Story = {
  parameters: { mockDb: withUnanswered },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(
      within(table).getByRole('columnheader', { name: questionTexts.unansweredColumn }),
    ).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: new RegExp(first.title) });
    const waiting = await within(row).findByText(questionTexts.unanswered(3));
    await expect(waiting).toBeVisible();
    const other = within(table).getByRole('row', { name: new RegExp(second.title) });
    const none = within(other).getByText(questionTexts.unanswered(0));
    await expect(none).toBeVisible();
    // The waiting count stands out: it is drawn on a background, the 0 is not.
    await expect(getComputedStyle(waiting).backgroundColor).not.toBe(
      getComputedStyle(none).backgroundColor,
    );
    // It opens the course's Q&A page, filtered to what waits; the 0 leads nowhere.
    await expect(
      within(row).getByRole('link', { name: questionTexts.unansweredOf(3, first.title) }),
    ).toHaveAttribute('href', `${paths.courseQuestions.href(courseIdOf(first))}?unanswered=true`);
    await expect(within(other).queryByRole('link', { name: /unanswered/ })).toBeNull();
  },
};

/** Unanswered counts at 375 px: check the count sits in the first course's card, no wider. */
export const UnansweredCountsSmall: Story = atSmall<Story>({
  parameters: { mockDb: withUnanswered },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    const row = within(table).getByRole('row', { name: new RegExp(first.title) });
    await expect(await within(row).findByText(questionTexts.unanswered(3))).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/**
 * The counts are still on their way: check the courses are listed, with a placeholder in each
 * Questions cell and 'Loading unanswered counts' for screen readers.
 */
export const UnansweredCountsLoading: Story = {
  parameters: { msw: [neverAnswers('get', countsPath)] },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(rowTitles(table)).toHaveLength(own.length);
    await expect(canvas.getByRole('status')).toHaveTextContent(questionTexts.unansweredLoading);
    await expect(within(table).queryByText(/unanswered$/)).not.toBeInTheDocument();
  },
};

/**
 * The counts cannot be fetched: check the table still lists every course, each Questions cell
 * says '—' and names the course's count unavailable, and no error replaces the page.
 */
export const UnansweredCountsFail: Story = {
  parameters: { msw: [failWith('get', countsPath, 500)] },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(rowTitles(table)).toEqual(own.map((course) => course.title));
    const row = within(table).getByRole('row', { name: new RegExp(first.title) });
    await expect(
      await within(row).findByText(questionTexts.unansweredUnavailable(first.title)),
    ).toBeInTheDocument();
    await expect(within(row).getByText('—')).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** While the list loads: check 'Loading your courses' and no table yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/my-courses')] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your courses');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * The list cannot be fetched: check the product's 'Failed to fetch your courses' with a Try Again button
 * in place of the table.
 */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/my-courses', 500)] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(courseTexts.mineFailed);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Load fails at 375 px: check the message and Try Again fit the width. */
export const LoadFailsSmall: Story = atSmall(LoadFails);

/**
 * A person with no courses: check 'You haven't added any courses yet.' and an Add Course link to
 * /add-course.
 */
export const Empty: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(
      await main.findByRole('heading', { name: "You haven't added any courses yet." }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Add Course' })).toHaveAttribute(
      'href',
      '/add-course',
    );
  },
};

/** Empty at 375 px: check the message and the Add Course link fit the width. */
export const EmptySmall: Story = atSmall(Empty);

const openConfirm = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table');
  await countsShown(table);
  const remove = within(table).getByRole('button', { name: `Delete ${first.title}` });
  await userEvent.click(remove);
  const dialog = await findDialog('alertdialog', { name: 'Confirm Deletion' });
  return { table, remove, dialog };
};

/**
 * Delete pressed on a row: check the Confirm Deletion dialog asks about that course by title,
 * says its one learner loses their enrollment, offers Cancel then Delete, holds focus, and lies
 * inside the captured frame.
 */
export const ConfirmDeletion: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openConfirm(canvasElement);
    await expect(first.enrollments).toBe(1);
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to delete the course "${first.title}"? Its 1 learner will lose their enrollment. This action cannot be undone.`,
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(labels).toEqual(['Cancel', 'Delete']);
    const outer = canvasElement.getBoundingClientRect();
    const inner = dialog.getBoundingClientRect();
    await expect(inner.top >= outer.top && inner.bottom <= outer.bottom).toBe(true);
  },
};

/**
 * Confirm Deletion at 375 px: check the dialog and its two buttons fit the width without ragged
 * wrapping.
 */
export const ConfirmDeletionSmall: Story = atSmall(ConfirmDeletion);

/**
 * Escape and then Cancel close the dialog, keep the course and return focus to the row's Delete;
 * ends as Loaded shows, so no snapshot.
 */
export const CancelKeepsCourse: Story = {
  parameters: noBaseline,
  play: async ({ canvasElement }) => {
    const first = await openConfirm(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first.remove).toHaveFocus());
    const second = await openConfirm(canvasElement);
    await userEvent.click(within(second.dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(second.remove).toHaveFocus());
    await expect(rowTitles(second.table)).toHaveLength(own.length);
  },
};

/**
 * Deletion confirmed: check the 'Course deleted successfully' toast, the dialog gone and the
 * course's row gone from the table.
 */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, table } = await openConfirm(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(courseTexts.deleted)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowTitles(table)).not.toContain(first.title));
    await expect(rowTitles(table)).toHaveLength(own.length - 1);
  },
};

/**
 * The deletion fails: check the product's 'Failed to delete course' toast, the dialog closed and the
 * course still in the table.
 */
export const DeleteFails: Story = {
  parameters: { msw: [failWith('delete', '/courses/{id}', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog, table, remove } = await openConfirm(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(courseTexts.deleteFailed)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(rowTitles(table)).toContain(first.title);
    await waitFor(() => expect(remove).toHaveFocus());
    remove.blur();
  },
};

/**
 * A person's whole round: add a course, find it here, edit it, delete it; ends where Deleted does,
 * so no snapshot.
 */
export const FlowAddEditDelete: Story = {
  parameters: {
    ...noBaseline,
    router: {
      route: paths.manageCourses.path,
      path: paths.addCourse.path,
      routes: [
        { path: paths.addCourse.path, element: <AddCourse /> },
        { path: paths.editCourse.path, element: <EditCourse /> },
      ],
    },
  },
  play: async ({ canvas, canvasElement, step }) => {
    const main = () => within(canvasElement.querySelector('main') ?? canvasElement);
    await step('add a course', async () => {
      await fillCourseForm(canvasElement, sampleCourse);
      await userEvent.click(canvas.getByRole('button', { name: 'Add Course' }));
      await findToast(courseTexts.added);
    });
    await step('see it in Manage Courses', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Manage Courses' }));
      const table = await main().findByRole('table');
      await waitFor(() => expect(rowTitles(table)).toContain(sampleCourse.title));
    });
    await step('edit it', async () => {
      await userEvent.click(main().getByRole('link', { name: `Edit ${sampleCourse.title}` }));
      await expect(await main().findByLabelText(/^Course Title/)).toHaveValue(sampleCourse.title);
      await fillCourseForm(canvasElement, { title: 'Rust, Revised' });
      await userEvent.click(main().getByRole('button', { name: 'Update Course' }));
      await findToast(courseTexts.updated);
      await main().findByTestId('navigated-to');
    });
    await step('delete it from Manage Courses', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Manage Courses' }));
      const table = await main().findByRole('table');
      await waitFor(() => expect(rowTitles(table)).toContain('Rust, Revised'));
      await userEvent.click(within(table).getByRole('button', { name: 'Delete Rust, Revised' }));
      const dialog = await findDialog('alertdialog', { name: 'Confirm Deletion' });
      // No learners yet: docs/product.md's sentence as it is.
      await expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete the course "Rust, Revised"? This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await findToast(courseTexts.deleted);
      await waitFor(() => expect(rowTitles(table)).not.toContain('Rust, Revised'));
      await expect(rowTitles(table)).toEqual(own.map((course) => course.title));
    });
  },
};
