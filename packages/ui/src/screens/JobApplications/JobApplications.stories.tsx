import { messages } from '@edugate/api-client';
import {
  alanCertificates,
  failWith,
  jobBoardDb,
  longCertificateTitles,
  longCertificateTitlesDb,
  longLetterApplicant,
  longLetterDb,
  otherUser,
  POSTED_JOB_ID,
  postedJobs,
  UNANSWERED_JOB_ID,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { applicationMessageTexts } from '../../features/applicationMessages';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { renderedLines, startsInView } from '../../testing/layout';
import { findDialog, findToast } from '../../testing/play';
import { JobApplications } from './JobApplications';

const job = postedJobs[0]!;
const at = (id: string) => ({
  route: paths.jobApplications.path,
  path: paths.jobApplications.href(id),
});

const meta = {
  title: 'Screens/JobApplications',
  component: JobApplications,
  tags: ['!autodocs'],
  parameters: { ...screenParameters(at(POSTED_JOB_ID)), session: 'signedIn', mockDb: jobBoardDb },
} satisfies Meta<typeof JobApplications>;

export default meta;
type Story = StoryObj<typeof meta>;

const graceRow = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getByRole('row', { name: (name) => name.includes(otherUser.displayName) });
};

/**
 * Two applicants with long cover letters: check the heading '{title}: Applications', the job's
 * status, each name, e-mail, a Resume link opening a new tab (rel noopener), the letter clamped
 * to two lines with 'Show more', and the Status select. Their certificates (docs/product.md,
 * Applying with certificates): Alan attached two, one 'Verified' and one he revoked since,
 * 'Revoked' (badges in words, each title linking to its certificate page), and holds 1 of the
 * job's 2 required skills; Grace attached none ('None attached', 'Skills: 0 of 2 required').
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: jobTexts.applicationsHeading(job.title),
      }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Applications | EduGate'));
    await expect(canvas.getByText('Open')).toBeVisible();
    const row = await graceRow(canvasElement);
    await expect(within(row).getByText(otherUser.email)).toBeVisible();
    const resume = within(row).getByRole('link', { name: /^Resume/ });
    await expect(resume).toHaveAttribute('href', 'https://example.com/grace-hopper-cv.pdf');
    await expect(resume).toHaveAttribute('target', '_blank');
    await expect(resume).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const more = within(row).getByRole('button', { name: jobTexts.showMore });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const letter = document.getElementById(more.getAttribute('aria-controls')!)!;
    // Two lines shown of a letter of nine.
    await expect(letter.clientHeight).toBeLessThan(letter.scrollHeight);
    await expect(
      within(row).getByRole('combobox', {
        name: `Status of ${otherUser.displayName}'s application`,
      }),
    ).toHaveValue('New');
    const alan = await alanRow(canvasElement);
    const [sql, charts] = alanCertificates;
    const sqlLink = within(alan).getByRole('link', { name: sql!.courseTitle });
    await expect(sqlLink).toHaveAttribute('href', paths.certificate.href(sql!._id));
    await expect(sqlLink.parentElement).toHaveTextContent(jobTexts.verified);
    const chartsLink = within(alan).getByRole('link', { name: charts!.courseTitle });
    await expect(chartsLink).toHaveAttribute('href', paths.certificate.href(charts!._id));
    await expect(chartsLink.parentElement).toHaveTextContent(jobTexts.revoked);
    await expect(within(alan).getByText(jobTexts.skillsMatched(1, 2))).toBeVisible();
    await expect(within(row).getByText(jobTexts.noneAttached)).toBeVisible();
    await expect(within(row).getByText(jobTexts.skillsMatched(0, 2))).toBeVisible();
  },
};

/** Loaded at 375 px: the table scrolls sideways inside the page, which stays put. */
export const LoadedSmall: Story = atSmall(Loaded);

/** 'Show more' opens the whole letter, line breaks kept; the button then says 'Show less'. */
export const LetterExpanded: Story = {
  play: async ({ canvasElement }) => {
    const row = await graceRow(canvasElement);
    await userEvent.click(within(row).getByRole('button', { name: jobTexts.showMore }));
    const less = within(row).getByRole('button', { name: jobTexts.showLess });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const letter = document.getElementById(less.getAttribute('aria-controls')!)!;
    await expect(letter.clientHeight).toBe(letter.scrollHeight);
  },
};

const lenaRow = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getByRole('row', {
    name: (name) => name.includes(longLetterApplicant.name),
  });
};

/** The letter's box: what 'Show more' (or 'Show less') opens and closes. */
const letterOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls')!)!;

/**
 * At 375 px, an applicant with a long address and a letter that opens 'Dear Ada,' and a blank
 * line: check the two lines of the preview show the letter's words after the greeting, not the
 * greeting alone, and that the address wraps only after its '@', before a '.' or at a hyphen,
 * never inside a word.
 */
export const LongLetterSmall: Story = atSmall<Story>({
  parameters: { mockDb: longLetterDb },
  play: async ({ canvasElement }) => {
    const row = await lenaRow(canvasElement);
    const letter = letterOf(within(row).getByRole('button', { name: jobTexts.showMore }));
    const lineHeight = parseFloat(getComputedStyle(letter).lineHeight);
    await expect(letter.clientHeight).toBeLessThanOrEqual(2 * lineHeight + 1);
    await expect(letter.clientHeight).toBeLessThan(letter.scrollHeight);
    await expect(startsInView(letter, 'Dear Ada,')).toBe(true);
    await expect(startsInView(letter, 'I have taught'), 'the letter after its greeting').toBe(true);

    const email = within(row).getByRole('link', { name: longLetterApplicant.email });
    await expect(email).toHaveAttribute('href', `mailto:${longLetterApplicant.email}`);
    const lines = renderedLines(email);
    await expect(lines.join('')).toBe(longLetterApplicant.email);
    await expect(lines.length, 'the address wraps at 375 px').toBeGreaterThan(1);
    for (const [index, line] of lines.entries()) {
      if (index === 0) continue;
      const before = lines[index - 1]!;
      await expect(
        before.endsWith('@') || before.endsWith('-') || line.startsWith('.'),
        `a break between '${before}' and '${line}'`,
      ).toBe(true);
    }
  },
});

/**
 * The long letter opened at 375 px: check it is shown whole, as written, paragraph by paragraph
 * (five of them, the closing 'Kind regards,' and 'Lena' on lines of their own).
 */
export const LongLetterExpandedSmall: Story = atSmall<Story>({
  parameters: { mockDb: longLetterDb },
  play: async ({ canvasElement }) => {
    const row = await lenaRow(canvasElement);
    await userEvent.click(within(row).getByRole('button', { name: jobTexts.showMore }));
    const less = within(row).getByRole('button', { name: jobTexts.showLess });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    const letter = letterOf(less);
    await expect(letter.clientHeight).toBe(letter.scrollHeight);
    const paragraphs = [...letter.querySelectorAll('p')];
    await expect(paragraphs.map((p) => p.textContent)).toEqual(
      longLetterApplicant.coverLetter.split('\n\n'),
    );
    const closing = renderedLines(paragraphs.at(-1)!);
    await expect(closing).toEqual(['Kind regards,', 'Lena']);
    await expect(startsInView(letter, 'I can start in April')).toBe(true);
  },
});

const alanRow = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table');
  return within(table).getByRole('row', { name: (name) => name.includes('Alan Turing') });
};

/** The names in the table's rows, top to bottom. */
const rowNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('strong')?.textContent);

/**
 * 'Sort by': newest first by default (Grace applied after Alan); 'Skills matched' puts Alan, who
 * holds 1 of 2 required skills, above Grace, who holds none.
 */
export const SortedBySkills: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sort = await canvas.findByRole('combobox', { name: jobTexts.sortBy });
    await expect(sort).toHaveValue('newest');
    await graceRow(canvasElement);
    await expect(rowNames(canvasElement)).toEqual([otherUser.displayName, 'Alan Turing']);
    await userEvent.selectOptions(sort, 'skills');
    await waitFor(() =>
      expect(rowNames(canvasElement)).toEqual(['Alan Turing', otherUser.displayName]),
    );
  },
};

/**
 * At 375 px, certificates whose courses have long titles: each title wraps inside its cell, its
 * badge stays whole and readable, and the page does not scroll sideways.
 */
export const LongCertificateTitlesSmall: Story = atSmall<Story>({
  parameters: { mockDb: longCertificateTitlesDb },
  play: async ({ canvasElement }) => {
    const row = await alanRow(canvasElement);
    for (const title of longCertificateTitles) {
      const link = within(row).getByRole('link', { name: title });
      await expect(renderedLines(link).length, 'the title wraps').toBeGreaterThan(1);
    }
    const badge = within(row).getByText(jobTexts.revoked);
    await expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
});

/** Choosing a status saves it at once: the toast 'Application status updated'. */
export const StatusChanged: Story = {
  play: async ({ canvasElement }) => {
    const row = await graceRow(canvasElement);
    const select = within(row).getByRole('combobox');
    await userEvent.selectOptions(select, 'Shortlisted');
    await expect(await findToast(jobTexts.statusUpdated)).toBeVisible();
    await expect(select).toHaveValue('Shortlisted');
  },
};

/** The save fails: the toast says so and the select shows the stored status again. */
export const StatusChangeFails: Story = {
  parameters: { msw: [failWith('patch', '/applications/{id}', 500)] },
  play: async ({ canvasElement }) => {
    const row = await graceRow(canvasElement);
    const select = within(row).getByRole('combobox');
    await userEvent.selectOptions(select, 'Rejected');
    await expect(await findToast(messages.serverError)).toBeVisible();
    await waitFor(() => expect(select).toHaveValue('New'));
  },
};

/** A job nobody applied to yet: 'No applications yet.' */
export const Empty: Story = {
  parameters: screenParameters(at(UNANSWERED_JOB_ID)),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(
      await main.findByRole('heading', { name: jobTexts.applicationsEmpty }),
    ).toBeVisible();
  },
};

/** Someone else's job (here: a seeded one): the 404 page, nothing of the job shown. */
export const NotFoundForAnotherUser: Story = {
  parameters: screenParameters(at('job-01')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * Messages with an applicant: the row's 'Messages' opens the thread in a dialog with focus in it;
 * a message sent shows as the poster's own; Escape closes it and focus is back on the button.
 */
export const MessagesWithApplicant: Story = {
  play: async ({ canvasElement }) => {
    const row = await graceRow(canvasElement);
    const name = applicationMessageTexts.openFor(otherUser.displayName);
    const button = within(row).getByRole('button', { name });
    await userEvent.click(button);
    const dialog = await findDialog('dialog', { name });
    const thread = within(dialog);
    await expect(await thread.findByText(applicationMessageTexts.empty)).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.type(
      thread.getByRole('textbox', { name: applicationMessageTexts.yourMessage }),
      'Could you start in April?',
    );
    await userEvent.click(thread.getByRole('button', { name: applicationMessageTexts.send }));
    const sent = await thread.findByRole('listitem');
    await expect(sent).toHaveTextContent('You (Poster)');
    await expect(sent).toHaveTextContent('Could you start in April?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  },
};
