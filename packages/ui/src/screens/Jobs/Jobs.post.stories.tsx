// The job board's Post a Job dialog. Same title as Jobs.stories.tsx, so the stories keep their ids.
import { messages } from '@edugate/api-client';
import { createMockDb, failWith, fixtureJobs, fixtureUser } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { accountTexts } from '../../session';
import { atSmall, noBaseline, screenMeta, signedIn } from '../../testing';
import { JOBS_SHOWN_AT_ONCE } from './components/JobList';
import { escapeReturnsFocus, expectFailureShown, expectSent, findToast } from '../../testing/play';
import { Jobs } from './Jobs';
import { card, cards, main, openApply, openPost, submitApplication } from './Jobs.play';

export default {
  title: 'Screens/Jobs',
  tags: ['!autodocs'],
  ...screenMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

/**
 * Post a Job pressed: check the dialog's eight labelled fields, Job Type preset to Full-time,
 * Cancel and Post Job, with focus in Job Title.
 */
export const PostOpen: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    const form = within(dialog);
    for (const label of [
      'Job Title',
      'Company',
      'Location',
      'Salary',
      'Job Type',
      'Job Description',
      'Requirements (one per line)',
      'Benefits (one per line)',
    ])
      await expect(
        form.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)),
      ).toBeVisible();
    await expect(form.getByLabelText(/^Job Type/)).toHaveValue('Full-time');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Post Job' })).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^Job Title/)).toHaveFocus());
  },
};

export const PostOpenSmall: Story = atSmall(PostOpen);

/**
 * Post a Job by an account without a display name: the dialog asks for a name first (with a link
 * to Profile), and posting anyway gets the server's refusal, never a job under an e-mail.
 */
export const PostNeedsName: Story = {
  parameters: {
    session: { status: 'signedIn', user: { ...fixtureUser, displayName: null } },
    mockDb: () => createMockDb({ user: { ...fixtureUser, displayName: '' } }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    const form = within(dialog);
    // Loaded as the dialog opens, for such an account only.
    await expect(
      await form.findByRole('heading', { level: 3, name: accountTexts.nameRequiredTitle }),
    ).toBeVisible();
    await expect(form.getByText(accountTexts.nameRequired('jobs'))).toBeVisible();
    await expect(form.getByRole('link', { name: accountTexts.setYourName })).toHaveAttribute(
      'href',
      paths.profile.href(),
    );
    for (const [label, value] of [
      ['Job Title', 'Night Nurse'],
      ['Company', 'City Hospital'],
      ['Location', 'Leeds'],
      ['Salary', 'GBP 32,000'],
      ['Job Description', "Nights on the children's ward."],
    ] as const)
      await userEvent.type(form.getByLabelText(new RegExp(`^${label}`)), value);
    await userEvent.click(form.getByRole('button', { name: 'Post Job' }));
    await expect(await form.findByText(messages.nameRequired)).toBeVisible();
  },
};

/**
 * Escape closes the Post a Job dialog and returns focus to Post a Job; ends as Signed In shows, so
 * no snapshot.
 */
export const PostEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openPost(canvasElement);
    await escapeReturnsFocus(button);
  },
};

/**
 * Post Job pressed with the form blank: check Job Title is focused with its own message and the
 * other required fields are marked.
 */
export const PostMissingFields: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    const title = within(dialog).getByLabelText(/^Job Title/);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('Please enter the job title.');
    await expect(within(dialog).getByLabelText(/^Company/)).toHaveAttribute('aria-invalid', 'true');
  },
};

const newJob = {
  title: 'Curriculum Designer',
  company: 'EduGate',
  location: 'Remote',
  salary: 'USD 70,000',
  description: 'Shape the courses thousands of learners take next.',
};

const fillPost = async (dialog: HTMLElement) => {
  const form = within(dialog);
  await userEvent.type(form.getByLabelText(/^Job Title/), newJob.title);
  await userEvent.type(form.getByLabelText(/^Company/), newJob.company);
  await userEvent.type(form.getByLabelText(/^Location/), newJob.location);
  await userEvent.type(form.getByLabelText(/^Salary/), newJob.salary);
  await userEvent.selectOptions(form.getByLabelText(/^Job Type/), 'Contract');
  await userEvent.type(form.getByLabelText(/^Job Description/), newJob.description);
  // Blank lines are dropped.
  await userEvent.type(
    form.getByLabelText(/^Requirements/),
    'Course design experience{Enter}{Enter}  {Enter}Clear writing',
  );
  await userEvent.type(form.getByLabelText(/^Benefits/), 'Remote-first{Enter}');
};

/**
 * A job posted: check the 'Job posted successfully!' toast, the dialog closed, and the new job on
 * the board with its type and description (its requirements, blank lines dropped, are on its own
 * page: jobPostSchema's test).
 */
export const Posted: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expectSent(jobTexts.posted);
    const job = within(await card(canvasElement, newJob.title));
    await expect(job.getByText('Contract')).toBeVisible();
    await expect(job.getByText(newJob.description)).toBeVisible();
    await expect(job.queryByText('Course design experience')).toBeNull();
    // The new job is first; the board shows ten of the eleven now.
    await expect(cards(canvasElement)).toHaveLength(JOBS_SHOWN_AT_ONCE);
    await expect(
      main(canvasElement).getByText(
        `Showing ${JOBS_SHOWN_AT_ONCE} of ${fixtureJobs.length + 1} jobs`,
      ),
    ).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The post fails with no server text: check the product's 'Failed to post job' in the dialog and as a
 * toast, with the dialog still open.
 */
export const PostFails: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expectFailureShown(dialog, jobTexts.postFailed);
  },
};

/**
 * The post fails with the server's own text: check that text in the toast instead of the fallback.
 */
export const PostFailsWithServerText: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs', 503)] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expect(await findToast(messages.databaseUnreachable)).toBeVisible();
  },
};

/**
 * Post a job: its card says 'Posted by you' with a Manage link instead of Apply Now (nobody applies
 * to their own job); apply to another: its card says 'Applied'. A flow, so no snapshot.
 */
export const FlowPostThenApply: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('post a job: its card says Posted by you, with Manage', async () => {
      const { dialog } = await openPost(canvasElement);
      await fillPost(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
      await expectSent(jobTexts.posted);
      const card = await canvas.findByRole('article', { name: newJob.title });
      await expect(within(card).getByText(jobTexts.postedByYou)).toBeVisible();
      await expect(
        within(card).getByRole('link', { name: `${jobTexts.manage}: ${newJob.title}` }),
      ).toHaveAttribute('href', expect.stringMatching(/^\/my-jobs\/.+\/applications$/));
      await expect(
        within(card).queryByRole('button', { name: `Apply Now: ${newJob.title}` }),
      ).not.toBeInTheDocument();
    });
    const other = fixtureJobs[0]!;
    await step('apply to another: its card says Applied', async () => {
      const { dialog } = await openApply(canvasElement, other.title);
      await submitApplication(dialog);
      await expectSent(jobTexts.applied);
      const card = canvas.getByRole('article', { name: other.title });
      await waitFor(() => expect(within(card).getByText(jobTexts.appliedBadge)).toBeVisible());
    });
  },
};
