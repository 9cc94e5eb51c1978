import { emptyDb, failWith, jobBoardDb, neverAnswers, postedJobs } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findDialog, findToast } from '../../testing/play';
import { MyJobs } from './MyJobs';

const [mentor, writer, intern] = postedJobs as [
  (typeof postedJobs)[0],
  (typeof postedJobs)[0],
  (typeof postedJobs)[0],
];

const meta = {
  title: 'Screens/MyJobs',
  component: MyJobs,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: paths.myJobs.path }),
    session: 'signedIn',
    mockDb: jobBoardDb,
  },
} satisfies Meta<typeof MyJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, title: string) => {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getByRole('row', { name: (name) => name.includes(title) });
};

/**
 * The poster's three jobs: check each title links to its applications, the applicant counts
 * ('2 applicants', '0 applicants', '1 applicant'), the posted dates in the long format, the
 * statuses, and Edit, Close/Reopen, Delete.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: jobTexts.myJobsTitle }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My Jobs | EduGate'));
    const counts = [
      [mentor, '2 applicants', 'Open', 'Close'],
      [writer, '0 applicants', 'Open', 'Close'],
      [intern, '1 applicant', 'Closed', 'Reopen'],
    ] as const;
    for (const [job, applicants, status, toggle] of counts) {
      const row = await rowOf(canvasElement, job.title);
      await expect(within(row).getByRole('link', { name: job.title })).toHaveAttribute(
        'href',
        paths.jobApplications.href(job._id),
      );
      await expect(within(row).getByText(applicants)).toBeVisible();
      // The one long date format of every page ('March 15, 2026'), as on the job's card.
      await expect(within(row).getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(within(row).getByText(status)).toBeVisible();
      await expect(within(row).getByRole('button', { name: `Edit ${job.title}` })).toBeVisible();
      await expect(
        within(row).getByRole('button', { name: `${toggle} ${job.title}` }),
      ).toBeVisible();
      await expect(within(row).getByRole('button', { name: `Delete ${job.title}` })).toBeVisible();
    }
  },
};

/** Loaded at 375 px: the table scrolls sideways inside the page, which stays put. */
export const LoadedSmall: Story = atSmall(Loaded);

/** No jobs posted: check the sentence and a 'Post a Job' link to /jobs. */
export const Empty: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByRole('heading', { name: jobTexts.myJobsEmpty })).toBeVisible();
    await expect(main.getByRole('link', { name: jobTexts.postAJob })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

/** Loading: a placeholder of the table's size, no table yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/jobs/mine')] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: jobTexts.myJobsTitle }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list cannot load: check the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/jobs/mine', 500)] },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText(jobTexts.myJobsFailed)).toBeVisible();
    await expect(main.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

const openEdit = async (canvasElement: HTMLElement) => {
  const row = await rowOf(canvasElement, mentor.title);
  await userEvent.click(within(row).getByRole('button', { name: `Edit ${mentor.title}` }));
  return findDialog('dialog', { name: 'Edit Job' });
};

/** Edit opens the post dialog prefilled with the job, saving with 'Save Changes'. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    const form = within(dialog);
    await expect(form.getByLabelText(/^Job Title/)).toHaveValue(mentor.title);
    await expect(form.getByLabelText(/^Company/)).toHaveValue(mentor.company);
    await expect(form.getByLabelText(/^Job Type/)).toHaveValue(mentor.type);
    await expect(form.getByLabelText(/^Job Description/)).toHaveValue(mentor.description);
    await expect(form.getByRole('button', { name: jobTexts.saveChanges })).toBeVisible();
  },
};

/** Saving an edit: the toast 'Job updated successfully!' and the row's new title. */
export const Edited: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement);
    const title = within(dialog).getByLabelText(/^Job Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Senior Frontend Mentor');
    await userEvent.click(within(dialog).getByRole('button', { name: jobTexts.saveChanges }));
    await expect(await findToast(jobTexts.updated)).toBeVisible();
    await expect(await rowOf(canvasElement, 'Senior Frontend Mentor')).toBeVisible();
  },
};

/** Close, then Reopen: the toasts 'Job closed' and 'Job reopened', and the status follows. */
export const CloseAndReopen: Story = {
  play: async ({ canvasElement }) => {
    let row = await rowOf(canvasElement, writer.title);
    await userEvent.click(within(row).getByRole('button', { name: `Close ${writer.title}` }));
    await expect(await findToast(jobTexts.closed)).toBeVisible();
    row = await rowOf(canvasElement, writer.title);
    await waitFor(() => expect(within(row).getByText('Closed')).toBeVisible());
    await userEvent.click(within(row).getByRole('button', { name: `Reopen ${writer.title}` }));
    await expect(await findToast(jobTexts.reopened)).toBeVisible();
    await waitFor(() => expect(within(row).getByText('Open')).toBeVisible());
  },
};

const openDelete = async (canvasElement: HTMLElement) => {
  const row = await rowOf(canvasElement, mentor.title);
  await userEvent.click(within(row).getByRole('button', { name: `Delete ${mentor.title}` }));
  return findDialog('alertdialog', { name: jobTexts.deleteTitle });
};

/** Delete asks first, saying its 2 applications go too; Cancel keeps everything. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      `Are you sure you want to delete the job "${mentor.title}"? Its 2 applications will be deleted too. This action cannot be undone.`,
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Deleting: the toast 'Job deleted successfully' and the row is gone. */
export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(jobTexts.deleted)).toBeVisible();
    const table = within(canvasElement).getByRole('table');
    await waitFor(() =>
      expect(
        within(table).queryByRole('row', { name: (name) => name.includes(mentor.title) }),
      ).toBeNull(),
    );
  },
};
