// An article's Markdown in the lesson dialog: which images show, and its preview. Same title as
// Curriculum.stories.tsx, so the stories keep their ids.
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { curriculumTexts as texts } from '../../features/curriculum';
import { findDialog } from '../../testing/play';
import { authoredCurriculum, sectionOf } from './Curriculum.play';

export default { title: 'Screens/Curriculum', tags: ['!autodocs'], ...authoredCurriculum };
type Story = StoryObj<typeof authoredCurriculum>;

/**
 * Writing an article: the box says which images show; 'Preview article' shows the text as the
 * API renders it for learners; the arrow key goes back to 'Write', the Markdown as it was.
 */
export const ArticlePreviewed: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(section.getByRole('button', { name: 'Add lesson: First project' }));
    const dialog = within(await findDialog('dialog', { name: texts.addLesson }));
    const body = dialog.getByRole('textbox', { name: texts.body });
    await expect(body).toHaveAccessibleDescription(texts.bodyHint);
    await userEvent.type(body, 'A widget rebuilds when its state changes.');
    await userEvent.click(dialog.getByRole('tab', { name: texts.previewTab }));
    const panel = dialog.getByRole('tabpanel', { name: texts.previewTab });
    await expect(
      await within(panel).findByText('A widget rebuilds when its state changes.'),
    ).toBeVisible();
    await expect(dialog.getByRole('tab', { name: texts.previewTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getByRole('tab', { name: texts.writeTab })).toHaveFocus();
    await expect(dialog.getByRole('textbox', { name: texts.body })).toHaveValue(
      'A widget rebuilds when its state changes.',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(panel).findByText(/A widget rebuilds/)).toBeVisible();
  },
};
