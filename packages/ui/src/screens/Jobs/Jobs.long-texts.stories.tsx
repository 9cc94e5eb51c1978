import type { StoryObj } from '@storybook/react-vite';
import { longJob } from '@edugate/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { withViewportFrame } from '../../testing/viewportFrame';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { findDialog, mainOf } from '../../testing/play';
import { Jobs } from './Jobs';
import { expectSummaryOnly } from './Jobs.play';

export default {
  title: 'Screens/Long Texts/Jobs',
  tags: ['!autodocs'],
  ...longTextsMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

/**
 * The newest job has the longest unbroken title, company, location and salary the API accepts, a
 * 5,000-character description and 300-character list lines: check its card wraps them all, shows
 * only the description's first three lines (its page has the rest, and the requirements and
 * benefits) and the page is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const article = await main.findByRole('article', { name: longJob.title });
    const card = within(article);
    for (const text of [longJob.title, longJob.company, longJob.location, longJob.salary]) {
      await expectShownWhole(card.getByText(text));
    }
    await expectSummaryOnly(article, longJob);
    await expectShownWhole(card.getByText(longJob.description.slice(0, 40), { exact: false }));
    await expect(card.getByRole('button', { name: `Apply Now: ${longJob.title}` })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);

/**
 * Apply Now on the long job: check the dialog's title ('Apply for ' and the job) and its company
 * and location line wrap inside the dialog, which stays inside the window.
 */
const applyDialog: Story = {
  decorators: [withViewportFrame],
  play: async ({ canvas }) => {
    const card = within(await mainOf(canvas).findByRole('article', { name: longJob.title }));
    await userEvent.click(card.getByRole('button', { name: `Apply Now: ${longJob.title}` }));
    const dialog = await findDialog('dialog', { name: `Apply for ${longJob.title}` });
    const inside = within(dialog);
    await expectShownWhole(inside.getByText(`Apply for ${longJob.title}`));
    await expectShownWhole(inside.getByText(`${longJob.company} · ${longJob.location}`));
    await expectShownWhole(dialog);
    await expect(inside.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const LongTextsApplyDialog: Story = atLarge(applyDialog);
export const LongTextsApplyDialogSmall: Story = atSmall(applyDialog);
