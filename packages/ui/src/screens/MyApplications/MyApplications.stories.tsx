import { messages } from '@edugate/api-client';
import {
  adaAttachedCertificates,
  adaAttachedCertificatesDb,
  emptyDb,
  failWith,
  fixtureJobs,
  jobBoardDb,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationMessageTexts } from '../../features/applicationMessages';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findDialog, findToast } from '../../testing/play';
import { MyApplications } from './MyApplications';

/** Ada's applications in jobBoardDb: one per status, newest first (fixture jobs 1, 3, 5, 7, 9). */
const sent = [
  { job: fixtureJobs[0]!, status: 'New' },
  { job: fixtureJobs[2]!, status: 'Reviewed' },
  { job: fixtureJobs[4]!, status: 'Shortlisted' },
  { job: fixtureJobs[6]!, status: 'Rejected' },
  { job: fixtureJobs[8]!, status: 'Hired' },
] as const;
const first = sent[0].job;

const meta = {
  title: 'Screens/MyApplications',
  component: MyApplications,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: paths.myApplications.path }),
    session: 'signedIn',
    mockDb: jobBoardDb,
  },
} satisfies Meta<typeof MyApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, title: string) => {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getByRole('row', { name: (name) => name.includes(title) });
};

/**
 * Every status an application can have: check each row's job (a link to its page), company and
 * status badge, and that Withdraw is offered only while New or Reviewed.
 */
export const EachStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: jobTexts.myApplicationsTitle }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('My Applications | EduGate'));
    for (const { job, status } of sent) {
      const row = await rowOf(canvasElement, job.title);
      await expect(within(row).getByText(job.company)).toBeVisible();
      await expect(within(row).getByRole('link', { name: job.title })).toHaveAttribute(
        'href',
        paths.jobDetail.href(job._id),
      );
      await expect(within(row).getByText(status)).toBeVisible();
      const withdraw = within(row).queryByRole('button', { name: `Withdraw: ${job.title}` });
      if (status === 'New' || status === 'Reviewed') await expect(withdraw).toBeVisible();
      else await expect(withdraw).not.toBeInTheDocument();
    }
  },
};

/** Each status at 375 px: the table scrolls sideways inside the page, which stays put. */
export const EachStatusSmall: Story = atSmall(EachStatus);

/**
 * The certificates Ada attached to her newest application: each course title links to the
 * certificate's page, the one she revoked since with a 'Revoked' badge and the valid one with
 * none; her other applications, which carry none, show a quiet dash.
 */
export const WithAttachedCertificates: Story = {
  parameters: { mockDb: adaAttachedCertificatesDb },
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, first.title);
    const [valid, revoked] = adaAttachedCertificates;
    const validLink = within(row).getByRole('link', { name: valid!.courseTitle });
    await expect(validLink).toBeVisible();
    await expect(validLink).toHaveAttribute('href', paths.certificate.href(valid!._id));
    await expect(validLink.parentElement).not.toHaveTextContent(jobTexts.revoked);
    const revokedLink = within(row).getByRole('link', { name: revoked!.courseTitle });
    await expect(revokedLink).toBeVisible();
    await expect(revokedLink).toHaveAttribute('href', paths.certificate.href(revoked!._id));
    const badge = within(revokedLink.parentElement!).getByText(jobTexts.revoked);
    await expect(badge).toBeVisible();
    // A badge, whole: it keeps its own width beside the title.
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth + 1);
    // In the order they were attached.
    const titles = within(row)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text !== first.title);
    await expect(titles).toEqual([valid!.courseTitle, revoked!.courseTitle]);
    const other = await rowOf(canvasElement, sent[1].job.title);
    await expect(within(other).getAllByRole('link')).toHaveLength(1);
    await expect(within(other).getByText('—')).toBeVisible();
    await expect(within(other).getByText(jobTexts.noneAttached)).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/** The same at 375 px: each row a card, the certificates beside their label, nothing sideways. */
export const WithAttachedCertificatesSmall: Story = atSmall(WithAttachedCertificates);

const openWithdraw = async (canvasElement: HTMLElement) => {
  const row = await rowOf(canvasElement, first.title);
  await userEvent.click(within(row).getByRole('button', { name: `Withdraw: ${first.title}` }));
  return findDialog('alertdialog', { name: jobTexts.withdrawTitle });
};

/** Withdraw asks first: check the question names the job and company, with Cancel and Withdraw. */
export const ConfirmWithdraw: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithdraw(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      jobTexts.withdrawText(first.title, first.company),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: jobTexts.withdraw })).toBeVisible();
  },
};

/** Withdrawing: check the toast 'Application withdrawn' and that the row is gone. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openWithdraw(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: jobTexts.withdraw }));
    await expect(await findToast(jobTexts.withdrawn)).toBeVisible();
    const table = within(canvasElement).getByRole('table');
    await waitFor(() =>
      expect(
        within(table).queryByRole('row', { name: (name) => name.includes(first.title) }),
      ).toBeNull(),
    );
  },
};

/**
 * The poster shortlisted it meanwhile: the server's 409 'This application can no longer be
 * withdrawn.' is the toast, and the row stays.
 */
export const WithdrawRefused: Story = {
  parameters: { msw: [failWith('delete', '/applications/{id}', 409)] },
  play: async ({ canvasElement }) => {
    const dialog = await openWithdraw(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: jobTexts.withdraw }));
    await expect(await findToast(messages.cannotWithdraw)).toBeVisible();
    await expect(await rowOf(canvasElement, first.title)).toBeVisible();
  },
};

/** No applications: check the sentence and a 'Browse Jobs' link to /jobs. */
export const Empty: Story = {
  parameters: { mockDb: emptyDb },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(
      await main.findByRole('heading', { name: jobTexts.myApplicationsEmpty }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: jobTexts.browseJobs })).toHaveAttribute(
      'href',
      '/jobs',
    );
  },
};

/** Loading: a placeholder of the table's size, no table yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/applications/mine')] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: jobTexts.myApplicationsTitle }),
    ).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/** The list cannot load: check the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/applications/mine', 500)] },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText(jobTexts.myApplicationsFailed)).toBeVisible();
    await expect(main.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

/**
 * Messages with the poster: each application's 'Messages' opens its thread in a dialog; a
 * message sent shows as the applicant's own; Escape gives focus back to the button.
 */
export const MessagesWithPoster: Story = {
  play: async ({ canvasElement }) => {
    const row = await rowOf(canvasElement, first.title);
    const name = applicationMessageTexts.threadFor(first.title);
    const button = within(row).getByRole('button', { name });
    await userEvent.click(button);
    const dialog = await findDialog('dialog', { name });
    const thread = within(dialog);
    await expect(await thread.findByText(applicationMessageTexts.empty)).toBeVisible();
    await userEvent.type(
      thread.getByRole('textbox', { name: applicationMessageTexts.yourMessage }),
      'Is the role still open to remote applicants?',
    );
    await userEvent.click(thread.getByRole('button', { name: applicationMessageTexts.send }));
    const sent = await thread.findByRole('listitem');
    await expect(sent).toHaveTextContent('You (Applicant)');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
