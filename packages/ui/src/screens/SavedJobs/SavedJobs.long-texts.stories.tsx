import { longJob, longSavedJobsDb } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { savedJobTexts } from '../../features/savedJobs';
import { savedName } from './SavedJobs.play';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { SavedJobs } from './SavedJobs';

const longTexts = longTextsMeta(SavedJobs, { route: paths.savedJobs.path });

/** The long-texts account's saved jobs: the longest title, company and location the API accepts. */
const meta = {
  title: 'Screens/SavedJobs',
  tags: ['!autodocs'],
  ...longTexts,
  parameters: { ...longTexts.parameters, mockDb: longSavedJobsDb },
} satisfies Meta<typeof SavedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The longest job the form takes, saved and since closed: its title, company and location wrap
 * inside the row, 'Closed' and the toggle stay whole, and the page never scrolls sideways.
 */
export const LongTexts: Story = {
  play: async ({ canvasElement }) => {
    const row = within(await within(canvasElement).findByRole('article', { name: longJob.title }));
    await expect(row.getByText(savedJobTexts.closed)).toBeVisible();
    await expect(row.getByRole('button', { name: savedName(longJob.title) })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

/** The same at 375 px. */
export const LongTextsSmall: Story = atSmall(LongTexts);
