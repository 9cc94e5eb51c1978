// Adding and renaming sections: what the title box takes, and one section per click. Same title as
// Curriculum.stories.tsx, so the stories keep their ids.
import { emptyCurriculumDb, MOCK_API_BASE_URL } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { curriculumTexts as texts } from '../../features/curriculum';
import { noBaseline } from '../../testing';
import { findToast } from '../../testing/play';
import { authoredCurriculum, sectionOf } from './Curriculum.play';

export default { title: 'Screens/Curriculum', tags: ['!autodocs'], ...authoredCurriculum };
type Story = StoryObj<typeof authoredCurriculum>;

/** 'Add section' double-clicked fast: one section is added, one 'Section added'. */
export const SectionAddedOnDoubleClick: Story = {
  // An interaction test: by design it ends on Section Added's picture, which is that baseline.
  parameters: { mockDb: emptyCurriculumDb, ...noBaseline },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: texts.sectionTitle });
    await userEvent.type(box, 'Getting started');
    // A fast double click on a busy page: both clicks arrive in one task, before any render could
    // disable the button.
    const add = canvas.getByRole('button', { name: texts.addSection });
    add.click();
    add.click();
    add.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await expect(await findToast(texts.sectionAdded)).toBeVisible();
    await waitFor(() => expect(box).toHaveValue(''));
    // The outline the second request would have answered with is in by now: it never came.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: texts.addSection })).toBeEnabled(),
    );
    await expect(
      canvas.getAllByRole('heading', { level: 2, name: 'Getting started' }),
    ).toHaveLength(1);
    await expect(within(document.body).getAllByText(texts.sectionAdded)).toHaveLength(1);
  },
};

/** How many renames reached the mock API; `beforeEach` starts each run from none. */
let renameRequests = 0;

const countRenames = http.patch(
  `${MOCK_API_BASE_URL}/courses/:id/curriculum/sections/:sectionId`,
  () => {
    renameRequests += 1;
    // Nothing returned: the mock API behind this handler answers.
    return undefined;
  },
);

/**
 * A section's rename saved with a fast double click: one request, one 'Section updated', the new
 * title, focus back on its Rename button.
 */
export const SectionRenamedOnDoubleClick: Story = {
  // An interaction test: by design it ends on Section Renamed's picture, which is that baseline
  // (two baselines of one title with the same picture fail the determinism check).
  parameters: { msw: [countRenames], ...noBaseline },
  beforeEach: () => {
    renameRequests = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(section.getByRole('button', { name: 'Rename section: First project' }));
    // The rename box: the second 'Section title' (the first adds a section).
    const box = canvas.getAllByRole('textbox', { name: texts.sectionTitle })[1]!;
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.clear(box);
    await userEvent.type(box, 'Your first app');
    // A fast double click (or Enter pressed twice) on a busy page: both submits arrive in one
    // task, before any render could disable the button.
    const save = section.getByRole('button', { name: new RegExp(`^${texts.renameSection}$`) });
    save.click();
    save.click();
    save.dispatchEvent(new MouseEvent('dblclick', { bubbles: true }));
    await expect(await findToast(texts.sectionUpdated)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your first app' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rename section: Your first app' })).toHaveFocus(),
    );
    // Both submits were made before the first answer: a second request would have been counted.
    await expect(renameRequests).toBe(1);
    await expect(within(document.body).getAllByText(texts.sectionUpdated)).toHaveLength(1);
  },
};

const longTitle = `${'A very long section title '.repeat(4)}and then some`.padEnd(121, '.');

/**
 * A section title of 121 characters: the box keeps all of them and says 'Please use at most 120
 * characters.' (as the course form does); nothing is sent.
 */
export const SectionTitleTooLong: Story = {
  parameters: { mockDb: emptyCurriculumDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: texts.sectionTitle });
    await userEvent.click(box);
    await userEvent.paste(longTitle);
    await expect(box).toHaveValue(longTitle);
    await userEvent.click(canvas.getByRole('button', { name: texts.addSection }));
    await expect(await canvas.findByText(texts.sectionTitleTooLong)).toBeVisible();
    await expect(box).toHaveAccessibleDescription(texts.sectionTitleTooLong);
    await expect(box).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: texts.empty })).toBeVisible();
  },
};

/** Renaming to a title too long: the same message under the rename box. */
export const SectionRenameTooLong: Story = {
  play: async ({ canvasElement }) => {
    const section = await sectionOf(canvasElement, 'First project');
    await userEvent.click(section.getByRole('button', { name: 'Rename section: First project' }));
    const box = within(canvasElement).getAllByRole('textbox', { name: texts.sectionTitle })[1]!;
    await userEvent.clear(box);
    await userEvent.paste(longTitle);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByText(texts.sectionTitleTooLong)).toBeVisible();
    await expect(box).toHaveValue(longTitle);
    await expect(box).toHaveFocus();
  },
};
