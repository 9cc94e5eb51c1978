import type { StoryObj } from '@storybook/react-vite';
import { longCourse } from '@edugate/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { withViewportFrame } from '../../testing/viewportFrame';
import { questionTexts } from '../../features/questions';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { findDialog, mainOf } from '../../testing/play';
import { ManageCourses } from './ManageCourses';
import { deleteQuestion } from './deleteQuestion';

export default {
  title: 'Screens/Long Texts/ManageCourses',
  tags: ['!autodocs'],
  ...longTextsMeta(ManageCourses, { route: paths.manageCourses.path }),
};
type Story = StoryObj<typeof ManageCourses>;

/**
 * An own course with the longest unbroken title and duration the API accepts: check the table
 * wraps them, its Edit and Delete stay in reach, and the page is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const table = await main.findByRole('table');
    // The counts come apart from the courses: end once they are in, so the picture is one.
    await within(table).findAllByText(questionTexts.unanswered(0));
    await expectShownWhole(await main.findByText(longCourse.title));
    await expectShownWhole(main.getByText(longCourse.duration));
    await expect(main.getByRole('link', { name: `Edit ${longCourse.title}` })).toBeVisible();
    await expect(main.getByRole('button', { name: `Delete ${longCourse.title}` })).toBeVisible();
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);

/**
 * Delete on the long course: check the confirmation quoting its unbroken title wraps inside the
 * dialog, which stays inside the window with its Cancel and Delete.
 */
const deleteDialog: Story = {
  decorators: [withViewportFrame],
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await main.findAllByText(questionTexts.unanswered(0));
    await userEvent.click(await main.findByRole('button', { name: `Delete ${longCourse.title}` }));
    const dialog = await findDialog('alertdialog', { name: 'Confirm Deletion' });
    await expectShownWhole(
      within(dialog).getByText(deleteQuestion(longCourse.title, longCourse.enrollments)),
    );
    await expectShownWhole(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const LongTextsDeleteDialog: Story = atLarge(deleteDialog);
export const LongTextsDeleteDialogSmall: Story = atSmall(deleteDialog);
