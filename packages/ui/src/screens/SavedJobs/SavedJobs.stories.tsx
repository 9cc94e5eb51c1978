import { messages } from '@edugate/api-client';
import {
  CLOSED_SAVED_JOB_ID,
  emptyDb,
  failWith,
  fixtureJobs,
  neverAnswers,
  savedJobIds,
  savedJobsDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { longDate } from '../../dates';
import { savedJobTexts } from '../../features/savedJobs';
import { savedName } from './SavedJobs.play';
import { paths } from '../../paths';
import { atSmall, screenMeta } from '../../testing';
import { findToast } from '../../testing/play';
import { SavedJobs } from './SavedJobs';

/** Ada's saved jobs in savedJobsDb, newest saved first; the second one has closed since. */
const saved = savedJobIds.map((id) => fixtureJobs.find((job) => job._id === id)!);
const first = saved[0]!;
const closed = saved.find((job) => job._id === CLOSED_SAVED_JOB_ID)!;

const signedInMeta = screenMeta(SavedJobs, { route: paths.savedJobs.path }, 'signedIn');

const meta = {
  title: 'Screens/SavedJobs',
  tags: ['!autodocs'],
  ...signedInMeta,
  parameters: { ...signedInMeta.parameters, mockDb: savedJobsDb },
} satisfies Meta<typeof SavedJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('article', { name: title });

/**
 * Ada's four saved jobs, newest saved first: each row's title links to the job's page, with its
 * company, location and posted date and a pressed 'Saved' toggle; the one that closed says
 * 'Closed'. Nobody else's saved jobs are among them.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: savedJobTexts.title }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Saved Jobs | EduGate'));
    const list = await canvas.findByRole('list', { name: savedJobTexts.count(saved.length) });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(saved.map((job) => job.title));
    for (const job of saved) {
      const row = within(await rowOf(canvasElement, job.title));
      await expect(row.getByRole('link', { name: job.title })).toHaveAttribute(
        'href',
        paths.jobDetail.href(job._id),
      );
      await expect(row.getByText(job.company)).toBeVisible();
      await expect(row.getByText(job.location)).toBeVisible();
      await expect(row.getByText(savedJobTexts.postedOn(longDate(job.postedAt)))).toBeVisible();
      await expect(row.getByRole('button', { name: savedName(job.title) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      if (job === closed) await expect(row.getByText(savedJobTexts.closed)).toBeVisible();
      else await expect(row.queryByText(savedJobTexts.closed)).toBeNull();
    }
    await expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  },
};

/** The list at 375 px: rows stack their toggle below the job, nothing runs off the page. */
export const ListSmall: Story = atSmall(List);

/**
 * Unsaving: the 'Saved' toggle of the closed job takes its row off the list at once; the others
 * stay.
 */
export const Unsave: Story = {
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, closed.title));
    await userEvent.click(row.getByRole('button', { name: savedName(closed.title) }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('article', { name: closed.title })).toBeNull(),
    );
    await expect(
      within(canvasElement).getByRole('list', { name: savedJobTexts.count(saved.length - 1) }),
    ).toBeVisible();
    await expect(await rowOf(canvasElement, first.title)).toBeVisible();
  },
};

/**
 * Unsaving fails: the row comes back, still 'Saved', and the toast says the server's reason.
 */
export const UnsaveFails: Story = {
  parameters: { msw: [failWith('delete', '/jobs/{id}/saved', 500, messages.serverError)] },
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, first.title));
    await userEvent.click(row.getByRole('button', { name: savedName(first.title) }));
    await expect(await findToast(messages.serverError)).toBeVisible();
    const back = within(await rowOf(canvasElement, first.title));
    await waitFor(() =>
      expect(back.getByRole('button', { name: savedName(first.title) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** Unsaving the last one: the empty state replaces the list. */
export const UnsaveLast: Story = {
  parameters: {
    // It ends on Empty's picture, which is the point: that baseline covers both.
    chromatic: { disableSnapshot: true },
    mockDb: () => {
      const db = savedJobsDb();
      db.savedJobs = db.savedJobs.filter((s) => s.jobId === first._id);
      return db;
    },
  },
  play: async ({ canvasElement }) => {
    const row = within(await rowOf(canvasElement, first.title));
    await userEvent.click(row.getByRole('button', { name: savedName(first.title) }));
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByRole('heading', { name: savedJobTexts.empty })).toBeVisible();
  },
};

/** Nothing saved: "You haven't saved any jobs yet." and a 'Browse Jobs' link to /jobs. */
export const Empty: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByRole('heading', { name: savedJobTexts.empty })).toBeVisible();
    await expect(main.getByRole('link', { name: savedJobTexts.browseJobs })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

/** Loading: rows of a saved job's size, announced, no list yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/jobs/saved')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: savedJobTexts.title }),
    ).toBeVisible();
    await expect(canvas.getByTestId('saved-jobs-skeleton')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(savedJobTexts.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The list cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/jobs/saved', 500)] },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText(savedJobTexts.loadFailed)).toBeVisible();
    await expect(main.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
