// Moving lessons and sections: the keyboard keeps its place, lessons go into other sections. Same
// title as Curriculum.stories.tsx, so the stories keep their ids.
import { emptySectionDb } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { curriculumTexts as texts } from '../../features/curriculum';
import { findToast } from '../../testing/play';
import { centre, handleOf, recordDragAnnouncements, startDrag } from './Curriculum.drag';
import { authoredCurriculum, expectAnnounced, lessonRows, sectionOf } from './Curriculum.play';

export default { title: 'Screens/Curriculum', tags: ['!autodocs'], ...authoredCurriculum };
type Story = StoryObj<typeof authoredCurriculum>;

const lesson = (title: string, position: number, count: number, section: string) =>
  texts.moved(texts.item.lesson, title, texts.place(position, count, section));

const button = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name });

/**
 * 'Move down' pressed with Enter twice: after each save the focus is back on the lesson's 'Move
 * down', so the second Enter moves it again; 'Welcome to Flutter' ends last of 'Foundations'.
 */
export const MovedTwiceWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await sectionOf(canvasElement, 'Foundations');
    const moveDown = 'Move down: Welcome to Flutter';
    button(canvasElement, moveDown).focus();
    await userEvent.keyboard('{Enter}');
    await expectAnnounced(canvasElement, lesson('Welcome to Flutter', 2, 3, 'Foundations'));
    await waitFor(() => expect(button(canvasElement, moveDown)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expectAnnounced(canvasElement, lesson('Welcome to Flutter', 3, 3, 'Foundations'));
    await waitFor(() => expect(button(canvasElement, moveDown)).toHaveFocus());
    const rows = await lessonRows(canvasElement, 'Foundations');
    await expect(rows[2]).toContain('Welcome to Flutter');
    await expect(await findToast(texts.orderSaved)).toBeVisible();
  },
};

/**
 * A section moved down to the end: its 'Move down' is then disabled, so the focus goes to its
 * 'Move up'; 'Foundations' is the second section.
 */
export const SectionMovedWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await sectionOf(canvasElement, 'Foundations');
    button(canvasElement, 'Move down: Foundations').focus();
    await userEvent.keyboard('{Enter}');
    await expectAnnounced(
      canvasElement,
      texts.moved(texts.item.section, 'Foundations', texts.place(2, 2)),
    );
    await waitFor(() => expect(button(canvasElement, 'Move up: Foundations')).toHaveFocus());
    await expect(button(canvasElement, 'Move down: Foundations')).toBeDisabled();
    const sections = within(canvasElement)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent)
      .filter((title) => title === 'First project' || title === 'Foundations');
    await expect(sections).toEqual(['First project', 'Foundations']);
  },
};

/**
 * A lesson past its section's ends: 'Move down' on the last of 'Foundations' takes the quiz to the
 * start of 'First project', and 'Move up' on the first of 'First project' takes the video it
 * passes to the end of 'Foundations'; each announced with its section.
 */
export const MovedAcrossSections: Story = {
  play: async ({ canvasElement }) => {
    const quiz = 'Check your understanding: foundations';
    await sectionOf(canvasElement, 'Foundations');
    button(canvasElement, `Move down: ${quiz}`).focus();
    await userEvent.keyboard('{Enter}');
    await expectAnnounced(canvasElement, lesson(quiz, 1, 3, 'First project'));
    // Still first of a section that has more, its 'Move down' stays the one with the focus.
    await waitFor(() => expect(button(canvasElement, `Move down: ${quiz}`)).toHaveFocus());
    await expect((await lessonRows(canvasElement, 'First project'))[0]).toContain(quiz);
    await userEvent.click(button(canvasElement, `Move up: ${quiz}`));
    await expectAnnounced(canvasElement, lesson(quiz, 3, 3, 'Foundations'));
    const video = 'A tour of a Flutter project';
    await userEvent.click(button(canvasElement, `Move up: ${video}`));
    await expectAnnounced(canvasElement, lesson(video, 4, 4, 'Foundations'));
    const foundations = await lessonRows(canvasElement, 'Foundations');
    await expect(foundations).toHaveLength(4);
    await expect(foundations[3]).toContain(video);
    await expect(await lessonRows(canvasElement, 'First project')).toHaveLength(1);
  },
};

/**
 * Dragging the quiz into the empty section 'First project': the list it goes into is outlined,
 * the drag is announced with titles and places, and the quiz is stored there.
 */
export const DraggedIntoEmptySection: Story = {
  parameters: { mockDb: emptySectionDb },
  play: async ({ canvasElement }) => {
    const quiz = 'Check your understanding: foundations';
    const target = await (
      await sectionOf(canvasElement, 'First project')
    ).findByText(texts.emptySection);
    await expect(target).toBeVisible();
    const said = recordDragAnnouncements();
    const drag = await startDrag(await handleOf(canvasElement, quiz));
    await waitFor(() =>
      expect(said[0]).toBe(
        texts.pickedUp(texts.item.lesson, quiz, texts.place(3, 3, 'Foundations')),
      ),
    );
    await drag.moveTo(centre(target));
    const list = target.closest('ol') as HTMLElement;
    await waitFor(() => expect(list).toHaveAttribute('data-over', 'true'));
    await waitFor(() =>
      expect(said).toContain(
        texts.over(texts.item.lesson, quiz, texts.place(1, 1, 'First project')),
      ),
    );
    await drag.drop();
    await expectAnnounced(canvasElement, lesson(quiz, 1, 1, 'First project'));
    await expect(said.at(-1)).toBe(
      texts.dropped(texts.item.lesson, quiz, texts.place(1, 1, 'First project')),
    );
    await expect((await lessonRows(canvasElement, 'First project'))[0]).toContain(quiz);
    await expect(await lessonRows(canvasElement, 'Foundations')).toHaveLength(2);
    // Titles and places only, never an id.
    for (const text of said) await expect(text).not.toMatch(/[0-9a-f]{8}-|section-|lesson-/);
  },
};
