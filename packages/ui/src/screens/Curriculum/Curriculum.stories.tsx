// Ada's Flutter course: 'Foundations' (Welcome, Installing, a quiz) and 'First project' (a video,
// an article). More moves, sections added or renamed twice and articles previewed are in
// Curriculum.moves, .sections and .article.stories.tsx (same title, so every story keeps its id).
import {
  emptyCurriculumDb,
  failWith,
  LEARNING_COURSE_ID,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { curriculumTexts as texts } from '../../features/curriculum';
import { atSmall, noBaseline } from '../../testing';
import { expectNotFoundPage, findDialog, findToast } from '../../testing/play';
import { handleOf, recordDragAnnouncements, startDrag } from './Curriculum.drag';
import { at, authoredCurriculum, expectAnnounced, lessonRows, sectionOf } from './Curriculum.play';

export default { title: 'Screens/Curriculum', tags: ['!autodocs'], ...authoredCurriculum };
type Story = StoryObj<typeof authoredCurriculum>;

/**
 * The curriculum: the page's heading, the two sections with their lessons, kinds and minutes,
 * 'Preview' on the first lesson, and each item's Move up, Move down, edit and delete.
 */
export const Sections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading('Flutter Fundamentals') }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Curriculum | EduGate'));
    await expect(canvas.getByText('5 lessons · 43 min')).toBeVisible();
    const foundations = await sectionOf(canvasElement, 'Foundations');
    await expect(foundations.getByText('Welcome to Flutter')).toBeVisible();
    await expect(foundations.getByText(texts.preview)).toBeVisible();
    await expect(foundations.getByRole('img', { name: 'Quiz' })).toBeVisible();
    await expect(foundations.getByRole('button', { name: 'Move up: Foundations' })).toBeDisabled();
    await expect(
      foundations.getByRole('button', { name: 'Move down: Welcome to Flutter' }),
    ).toBeEnabled();
    await expect(
      foundations.getByRole('button', { name: 'Edit lesson: Installing Flutter' }),
    ).toBeVisible();
    await expect(
      foundations.getByRole('button', { name: 'Add lesson: Foundations' }),
    ).toBeVisible();
  },
};

/** The curriculum at 375 px: each row wraps its actions under its title, nothing is cut. */
export const SectionsSmall: Story = atSmall(Sections);

/** No section yet: 'Add your first section to start building this course.' and the form to add one. */
export const Empty: Story = {
  parameters: { mockDb: emptyCurriculumDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: texts.empty })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.sectionTitle })).toBeVisible();
  },
};

/** Adding a section: 'Section added', and it is last in the list. */
export const SectionAdded: Story = {
  parameters: { mockDb: emptyCurriculumDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: texts.sectionTitle }),
      'Getting started',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.addSection }));
    await expect(await findToast(texts.sectionAdded)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Getting started' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.sectionTitle })).toHaveValue('');
  },
};

/** Renaming a section in place: the box takes focus, 'Section updated', the new title. */
export const SectionRenamed: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(section.getByRole('button', { name: 'Rename section: First project' }));
    // The rename box (the second 'Section title': the first adds a section) has the focus.
    const box = within(canvasElement).getAllByRole('textbox', { name: texts.sectionTitle })[1]!;
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveValue('First project');
    await userEvent.clear(box);
    await userEvent.type(box, 'Your first app');
    await userEvent.keyboard('{Enter}');
    await expect(await findToast(texts.sectionUpdated)).toBeVisible();
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Your first app' }),
    ).toBeVisible();
    // Focus is back on the section's Rename button.
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Rename section: Your first app' }),
      ).toHaveFocus(),
    );
  },
};

/** 'Order saved', the move announced, and 'Welcome to Flutter' second in its section. */
async function expectWelcomeMovedDown(canvasElement: HTMLElement) {
  await expect(await findToast(texts.orderSaved)).toBeVisible();
  await expectAnnounced(
    canvasElement,
    texts.moved(texts.item.lesson, 'Welcome to Flutter', texts.place(2, 3, 'Foundations')),
  );
  const titles = await lessonRows(canvasElement, 'Foundations');
  await expect(titles[0]).toContain('Installing Flutter');
  await expect(titles[1]).toContain('Welcome to Flutter');
}

/**
 * Moving a lesson down from the keyboard: 'Order saved', the move is announced ('Lesson Welcome
 * to Flutter was moved to position 2 of 3 in Foundations.'), and the list shows the new order.
 */
export const MovedWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'Foundations');
    section.getByRole('button', { name: 'Move down: Welcome to Flutter' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectWelcomeMovedDown(canvasElement);
  },
};

/**
 * Dragging a lesson by its handle below the next one: the same move, saved and announced as from
 * the keyboard; while it is dragged, dnd-kit's live region names the lesson and its place ('Picked
 * up lesson Welcome to Flutter, position 1 of 3 in Foundations.'), never an id. It ends where Moved With Keyboard's picture is, so it has no baseline of its own.
 *
 * Each step waits for what it causes: dnd-kit starts the drag, measures the lessons and picks the
 * one under the pointer in renders after the pointer's events, and a drop reads the last render's
 * pick; a release before that render drops on nothing (or in place), which made this story fail
 * on a busy machine.
 */
export const MovedByDragging: Story = {
  parameters: noBaseline,
  play: async ({ canvasElement }) => {
    const handle = await handleOf(canvasElement, 'Welcome to Flutter');
    const next = await handleOf(canvasElement, 'Installing Flutter');
    const nextRow = next.closest('li') as HTMLElement;
    const below = nextRow.getBoundingClientRect();
    const fromTop = handle.getBoundingClientRect().top;
    const said = recordDragAnnouncements();
    const drag = await startDrag(handle);
    await waitFor(() =>
      expect(said[0]).toBe(
        texts.pickedUp(texts.item.lesson, 'Welcome to Flutter', texts.place(1, 3, 'Foundations')),
      ),
    );
    // One row down (the lesson's centre on the next one's: the closest centre decides); the next
    // lesson moving up to make room shows the pick is rendered.
    await drag.moveTo({ ...drag.from, clientY: drag.from.clientY + below.top - fromTop });
    await waitFor(() => expect(nextRow.getBoundingClientRect().top).toBeLessThan(below.top - 1));
    await drag.drop();
    await waitFor(() =>
      expect(said.at(-1)).toBe(
        texts.dropped(texts.item.lesson, 'Welcome to Flutter', texts.place(2, 3, 'Foundations')),
      ),
    );
    await expectWelcomeMovedDown(canvasElement);
  },
};

/** Another tab changed the order meanwhile: the server's 409 text, and the curriculum reloads. */
export const StaleOrder: Story = {
  parameters: {
    msw: [failWith('put', '/courses/{id}/curriculum/sections/{sectionId}/order', 409)],
  },
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'Foundations');
    await userEvent.click(section.getByRole('button', { name: 'Move down: Welcome to Flutter' }));
    await expect(
      await findToast('The curriculum changed meanwhile. Reload it and try again.'),
    ).toBeVisible();
  },
};

/** Deleting a section asks first, naming it and its lessons; then 'Section deleted'. */
export const SectionDeleted: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(section.getByRole('button', { name: 'Delete section: First project' }));
    const dialog = await findDialog('alertdialog', { name: texts.deleteSectionTitle });
    await expect(dialog).toHaveAccessibleDescription(
      texts.deleteSectionMessage('First project', 2),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await expect(await findToast(texts.sectionDeleted)).toBeVisible();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('heading', { name: 'First project' })).toBeNull(),
    );
  },
};

/** Deleting a lesson asks first ("Delete lesson?"), then 'Lesson deleted'. */
export const LessonDeleted: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(
      section.getByRole('button', { name: 'Delete lesson: Your first widget' }),
    );
    const dialog = await findDialog('alertdialog', { name: texts.deleteLessonTitle });
    await expect(dialog).toHaveAccessibleDescription(
      texts.deleteLessonMessage('Your first widget'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: texts.delete }));
    await expect(await findToast(texts.lessonDeleted)).toBeVisible();
  },
};

const openAddLesson = async (canvasElement: HTMLElement, sectionTitle = 'First project') => {
  const section = await sectionOf(canvasElement, sectionTitle);
  await userEvent.click(section.getByRole('button', { name: `Add lesson: ${sectionTitle}` }));
  return within(await findDialog('dialog', { name: texts.addLesson }));
};

/** The lesson dialog sent empty: each required field says what it needs. */
export const LessonInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLesson(canvasElement);
    await userEvent.clear(dialog.getByRole('textbox', { name: texts.estimatedMinutes }));
    await userEvent.type(dialog.getByRole('textbox', { name: texts.estimatedMinutes }), '0');
    await userEvent.click(dialog.getByRole('button', { name: texts.save }));
    await expect(await dialog.findByText(texts.titleRequired)).toBeVisible();
    await expect(dialog.getByText(texts.minutesInvalid)).toBeVisible();
    await expect(dialog.getByText(texts.bodyRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: texts.lessonTitle })).toHaveFocus();
  },
};

/** An article added: title, minutes, Preview and its Markdown; 'Lesson saved', and it is in the list. */
export const ArticleAdded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLesson(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: texts.lessonTitle }),
      'State and setState',
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: new RegExp(texts.previewLabel) }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: texts.body }),
      'A widget rebuilds when its state changes.',
    );
    await userEvent.click(dialog.getByRole('button', { name: texts.save }));
    await expect(await findToast(texts.lessonSaved)).toBeVisible();
    const section = await sectionOf(canvasElement, 'First project');
    await expect(await section.findByText('State and setState')).toBeVisible();
  },
};

/** A video whose address is no https MP4 or WebM: the field says so and nothing is sent. */
export const VideoInvalid: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLesson(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: texts.lessonTitle }), 'Hot reload');
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: texts.lessonType }),
      'video',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: texts.videoUrl }),
      'http://example.com/reload.avi',
    );
    await userEvent.click(dialog.getByRole('button', { name: texts.save }));
    await expect(await dialog.findByText(texts.videoUrlInvalid)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: texts.videoUrl })).toHaveFocus();
  },
};

/**
 * A quiz written in the dialog: a question, a third option added, the right one chosen by its
 * radio, a second question; 'Lesson saved'.
 */
export const QuizAdded: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLesson(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: texts.lessonTitle }),
      'Check: widgets',
    );
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: texts.lessonType }), 'quiz');
    await userEvent.type(
      dialog.getByRole('textbox', { name: texts.question(1) }),
      'What describes part of the screen?',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: texts.option(1) }), 'A widget');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.option(2) }), 'A route');
    await userEvent.click(
      dialog.getByRole('button', { name: `${texts.addOption} (${texts.question(1)})` }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: texts.option(3) }), 'A plugin');
    await userEvent.click(dialog.getByRole('radio', { name: texts.rightOption(1) }));
    await userEvent.click(dialog.getByRole('button', { name: texts.addQuestion }));
    await expect(dialog.getByRole('group', { name: texts.question(2) })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: texts.removeQuestion(2) }));
    await userEvent.click(dialog.getByRole('button', { name: texts.save }));
    await expect(await findToast(texts.lessonSaved)).toBeVisible();
  },
};

/** A quiz without its right option chosen: 'Please choose the right option.' */
export const QuizWithoutAnswer: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddLesson(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: texts.lessonTitle }), 'Check');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: texts.lessonType }), 'quiz');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.question(1) }), 'Which?');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.option(1) }), 'This');
    await userEvent.type(dialog.getByRole('textbox', { name: texts.option(2) }), 'That');
    await userEvent.click(dialog.getByRole('button', { name: texts.save }));
    await expect(await dialog.findByText(texts.chooseRightOption)).toBeVisible();
  },
};

/** Editing a quiz: the dialog opens with its questions, options and the right option chosen. */
export const QuizEdited: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'Foundations');
    await userEvent.click(
      section.getByRole('button', { name: 'Edit lesson: Check your understanding: foundations' }),
    );
    const dialog = within(await findDialog('dialog', { name: texts.editLesson }));
    await expect(dialog.getByRole('textbox', { name: texts.lessonTitle })).toHaveValue(
      'Check your understanding: foundations',
    );
    await expect(dialog.getByRole('textbox', { name: texts.option(3) })).toHaveValue(
      'flutter doctor',
    );
    await expect(dialog.getByRole('radio', { name: texts.rightOption(3) })).toBeChecked();
  },
};

/** Someone else's course: the app's 404 page, as the API answers. */
export const NotAuthor: Story = {
  parameters: at(LEARNING_COURSE_ID),
  play: ({ canvasElement }) => expectNotFoundPage(canvasElement),
};

/** Loading: the page's frame of placeholders. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/courses/{id}/curriculum')] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The curriculum cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/courses/{id}/curriculum', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
