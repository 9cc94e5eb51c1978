import { messages } from '@edugate/api-client';
import {
  createMockDb,
  emptyCatalogueDb,
  failWith,
  fixtureJobs,
  fixtureUser,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { routes } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findToast } from '../../testing/play';
import { JOBS_SHOWN_AT_ONCE } from './components/JobList';
import { Jobs } from './Jobs';

const meta = {
  title: 'Screens/Jobs',
  component: Jobs,
  tags: ['!autodocs'],
  parameters: screenParameters({ route: routes.jobs }),
} satisfies Meta<typeof Jobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const noBaseline = { chromatic: { disableSnapshot: true } };
const signedIn = { session: 'signedIn' } as const;
const newest = fixtureJobs[0]!;

const main = (canvasElement: HTMLElement) => within(canvasElement.querySelector('main')!);
const cards = (canvasElement: HTMLElement) => main(canvasElement).queryAllByRole('article');
const card = (canvasElement: HTMLElement, title: string) =>
  main(canvasElement).findByRole('article', { name: title });

/** The dialog lies inside the captured root (the story's last frame shows it). */
const expectCaptured = async (canvasElement: HTMLElement, dialog: HTMLElement) => {
  const outer = canvasElement.getBoundingClientRect();
  const inner = dialog.getBoundingClientRect();
  await expect(inner.top >= outer.top && inner.bottom <= outer.bottom).toBe(true);
};

const openApply = async (canvasElement: HTMLElement, title = newest.title) => {
  const job = await card(canvasElement, title);
  const button = within(job).getByRole('button', { name: `Apply Now: ${title}` });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${title}` });
  return { button, dialog };
};

const openPost = async (canvasElement: HTMLElement) => {
  const button = await main(canvasElement).findByRole('button', { name: 'Post a Job' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Post a Job' });
  return { button, dialog };
};

/**
 * The job board for a signed-out visitor: check each job's company, location, salary, type,
 * description (its line breaks kept), 'Posted March 15, 2026', requirements, benefits and Apply
 * Now, and no Post a Job.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: jobTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Jobs | EduGate'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    const job = within(await card(canvasElement, newest.title));
    for (const text of [newest.company, newest.location, newest.salary, newest.type])
      await expect(job.getByText(text)).toBeVisible();
    const description = job.getByText(newest.description.split('\n')[0]!, { exact: false });
    await expect(description).toBeVisible();
    // Its four lines (one blank) stay lines: the paragraph is at least four lines high.
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeGreaterThanOrEqual(4 * lineHeight);
    // FIXTURE_NOW, in SPEC's long US format.
    await expect(job.getByText('Posted March 15, 2026')).toBeVisible();
    await expect(job.getByText(newest.requirements[0]!)).toBeVisible();
    await expect(job.getByText(newest.benefits[0]!)).toBeVisible();
    await expect(job.getByRole('button', { name: `Apply Now: ${newest.title}` })).toHaveTextContent(
      'Apply Now',
    );
    // Signed out: nobody can post.
    await expect(canvas.queryByRole('button', { name: 'Post a Job' })).not.toBeInTheDocument();
  },
};

/**
 * Loaded at 375 px: check every job card fits the width in one column, nothing scrolls sideways.
 */
export const LoadedSmall: Story = atSmall<Story>({
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/** The board for a signed-in person: check the Post a Job button appears with the jobs. */
export const SignedIn: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('button', { name: 'Post a Job' }),
    ).toBeVisible();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
  },
};

/** Signed in at 375 px: check Post a Job and the cards fit the width. */
export const SignedInSmall: Story = atSmall(SignedIn);

/** While the jobs load: check job-card skeletons, 'Loading jobs' announced and no cards yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/jobs')] },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent('Loading jobs');
    await expect(main(canvasElement).getByTestId('job-list-skeleton')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

/** Loading at 375 px: check the skeletons fit the width in one column. */
export const LoadingSmall: Story = atSmall(Loading);

/**
 * The jobs cannot be fetched: check SPEC's 'Failed to fetch jobs. Please try again later.' with a
 * Try Again button.
 */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/jobs', 500)] },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      jobTexts.loadFailed,
    );
    await expect(main(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** Load fails at 375 px: check the message and Try Again fit the width. */
export const LoadFailsSmall: Story = atSmall(LoadFails);

/** No jobs at all: check 'No jobs have been posted yet.' in place of the list. */
export const Empty: Story = {
  parameters: { mockDb: emptyCatalogueDb },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: 'No jobs have been posted yet.' }),
    ).toBeVisible();
  },
};

/** A busy board of 23 jobs (the fixtures again under other titles), newest first. */
const busyBoard = Array.from({ length: 23 }, (_, index) => {
  const job = fixtureJobs[index % fixtureJobs.length]!;
  return { ...job, _id: `busy-${index + 1}`, title: `${job.title} (${index + 1})` };
});

/**
 * A board of 23 jobs: check the first 10 and 'Showing 10 of 23 jobs'; each 'Show more jobs' adds
 * 10 and moves focus to the first new job (the 11th, then the 21st); at 23 the button is gone.
 */
export const ShowMoreJobs: Story = {
  parameters: { mockDb: () => createMockDb({ jobs: busyBoard }) },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10));
    await expect(canvas.getByText('Showing 10 of 23 jobs')).toBeVisible();
    for (const [count, first] of [
      [20, 11],
      [23, 21],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: 'Show more jobs' }));
      await waitFor(() => expect(cards(canvasElement)).toHaveLength(count));
      await expect(canvas.getByText(`Showing ${count} of 23 jobs`)).toBeVisible();
      // Focus moves to the first job the button revealed, in the order the board shows them.
      const firstNew = cards(canvasElement)[first - 1]!;
      await waitFor(() => expect(document.activeElement).toContainElement(firstNew));
    }
    await expect(canvas.queryByRole('button', { name: 'Show more jobs' })).not.toBeInTheDocument();
  },
};

/** Shows where the visitor was sent and what the login screen will read. */
function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-probe">{JSON.stringify(location.state)}</p>;
}

/**
 * A signed-out visitor presses Apply Now: check the 'Please login to apply for jobs' toast and the
 * move to /login, remembering /jobs; ends on a stand-in page, so no snapshot.
 */
export const ApplySignedOut: Story = {
  parameters: {
    router: { route: routes.jobs, routes: [{ path: routes.login, element: <LoginProbe /> }] },
    ...noBaseline,
  },
  play: async ({ canvasElement }) => {
    const job = await card(canvasElement, newest.title);
    await userEvent.click(within(job).getByRole('button', { name: `Apply Now: ${newest.title}` }));
    await expect(await findToast(jobTexts.loginToApply)).toBeVisible();
    const probe = await main(canvasElement).findByTestId('login-probe');
    await expect(JSON.parse(probe.textContent!)).toEqual({ from: { pathname: '/jobs' } });
  },
};

/**
 * Apply Now pressed while signed in: check the Apply dialog with a required Resume URL (focused)
 * and an optional Cover Letter, Cancel and Submit Application, inside the captured frame.
 */
export const ApplyOpen: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    const resume = within(dialog).getByLabelText(/^Resume URL/);
    await expect(resume).toHaveAttribute('type', 'url');
    await expect(resume).toBeRequired();
    await expect(within(dialog).getByLabelText(/^Cover Letter/)).not.toBeRequired();
    await waitFor(() => expect(resume).toHaveFocus());
    const labels = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(labels).toEqual(['Cancel', 'Submit Application', '']);
    await expectCaptured(canvasElement, dialog);
  },
};

/** The Apply dialog at 375 px: check it and its buttons fit the width without ragged wrapping. */
export const ApplyOpenSmall: Story = atSmall(ApplyOpen);

/**
 * Escape closes the Apply dialog without applying and returns focus to the card's Apply Now; ends
 * as Signed In shows, so no snapshot.
 */
export const ApplyEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openApply(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/**
 * Submitting without a resume, then with a non-link: check Resume URL is focused and its message
 * changes from 'enter the URL' to 'enter a valid URL'.
 */
export const ApplyNeedsResume: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await userEvent.type(within(dialog).getByLabelText(/^Cover Letter/), 'Hello!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    const resume = within(dialog).getByLabelText(/^Resume URL/);
    await waitFor(() => expect(resume).toHaveFocus());
    await expect(resume).toHaveAccessibleDescription('Please enter the URL of your resume.');
    await userEvent.type(resume, 'my resume');
    await expect(resume).toHaveAccessibleDescription(
      'Please enter a valid URL (starting with http:// or https://).',
    );
  },
};

/**
 * An application sent: check the 'Application submitted successfully!' toast and the dialog closed.
 */
export const Applied: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await userEvent.type(
      within(dialog).getByLabelText(/^Resume URL/),
      'https://ada.example.com/cv.pdf',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Cover Letter/), 'I would love to help.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expect(await findToast(jobTexts.applied)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const submitApplication = async (dialog: HTMLElement) => {
  await userEvent.type(
    within(dialog).getByLabelText(/^Resume URL/),
    'https://ada.example.com/cv.pdf',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
};

/**
 * The application fails with no server text: check SPEC's 'Failed to submit application' in the
 * dialog and as a toast, with the dialog still open.
 */
export const ApplyFails: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs/{id}/apply', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await submitApplication(dialog);
    await expect(await findToast(jobTexts.applyFailed)).toBeVisible();
    await expect(within(dialog).getByText(jobTexts.applyFailed)).toBeVisible();
  },
};

/**
 * A second application to the same job: check the server's already-applied text in the dialog and
 * as a toast.
 */
export const AlreadyApplied: Story = {
  parameters: {
    ...signedIn,
    mockDb: () =>
      createMockDb({ applications: [{ jobId: newest._id, userEmail: fixtureUser.email }] }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await submitApplication(dialog);
    await expect(await findToast(messages.alreadyApplied)).toBeVisible();
    await expect(within(dialog).getByText(messages.alreadyApplied)).toBeVisible();
  },
};

/** Already applied at 375 px: check the dialog, its message and the toast fit the width. */
export const AlreadyAppliedSmall: Story = atSmall(AlreadyApplied);

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

/** The Post a Job dialog at 375 px: check its fields and buttons fit the width. */
export const PostOpenSmall: Story = atSmall(PostOpen);

/**
 * Escape closes the Post a Job dialog and returns focus to Post a Job; ends as Signed In shows, so
 * no snapshot.
 */
export const PostEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openPost(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
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
 * the board with its type and non-blank requirement lines.
 */
export const Posted: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expect(await findToast(jobTexts.posted)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const job = within(await card(canvasElement, newJob.title));
    await expect(job.getByText('Contract')).toBeVisible();
    const requirements = job.getByRole('heading', { name: 'Requirements' }).nextElementSibling!;
    await expect(
      within(requirements as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Course design experience', 'Clear writing']);
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
 * The post fails with no server text: check SPEC's 'Failed to post job' in the dialog and as a
 * toast, with the dialog still open.
 */
export const PostFails: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expect(await findToast(jobTexts.postFailed)).toBeVisible();
    await expect(within(dialog).getByText(jobTexts.postFailed)).toBeVisible();
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
 * Post a job, apply to it, apply again: the second answer is the server's already-applied text;
 * ends where Already Applied does, so no snapshot.
 */
export const FlowPostApplyTwice: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement, step }) => {
    await step('post a job', async () => {
      const { dialog } = await openPost(canvasElement);
      await fillPost(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
      await findToast(jobTexts.posted);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('apply to it', async () => {
      const { dialog } = await openApply(canvasElement, newJob.title);
      await submitApplication(dialog);
      await findToast(jobTexts.applied);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('apply again', async () => {
      const { dialog } = await openApply(canvasElement, newJob.title);
      await submitApplication(dialog);
      await expect(await findToast(messages.alreadyApplied)).toBeVisible();
      await expect(within(dialog).getByText(messages.alreadyApplied)).toBeVisible();
    });
  },
};
