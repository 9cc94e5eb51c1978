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
import { screenParameters } from '../../testing';
import { Jobs } from './Jobs';

const meta = {
  title: 'Screens/Jobs',
  component: Jobs,
  tags: ['!autodocs'],
  parameters: screenParameters({ route: routes.jobs }),
} satisfies Meta<typeof Jobs>;

export default meta;
type Story = StoryObj<typeof meta>;

const small = { viewport: { value: 'small', isRotated: false } };
const noBaseline = { chromatic: { disableSnapshot: true } };
const signedIn = { session: 'signedIn' } as const;
const newest = fixtureJobs[0]!;

const findToast = (title: string) =>
  waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-tone]')).find((t) =>
      t.textContent?.includes(title),
    );
    if (!toast) throw new Error(`No toast "${title}"`);
    return toast;
  });

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

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: jobTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Jobs | EduGate'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    const job = within(await card(canvasElement, newest.title));
    for (const text of [newest.company, newest.location, newest.salary, newest.type])
      await expect(job.getByText(text)).toBeVisible();
    await expect(job.getByText(newest.description)).toBeVisible();
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

export const LoadedSmall: Story = {
  globals: small,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
};

export const SignedIn: Story = {
  parameters: signedIn,
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('button', { name: 'Post a Job' }),
    ).toBeVisible();
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
  },
};

export const SignedInSmall: Story = { ...SignedIn, globals: small };

export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/jobs')] },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('status')).toHaveTextContent('Loading jobs');
    await expect(main(canvasElement).getByTestId('job-list-skeleton')).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(0);
  },
};

export const LoadingSmall: Story = { ...Loading, globals: small };

export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/jobs', 500)] },
  play: async ({ canvasElement }) => {
    await expect(await main(canvasElement).findByRole('alert')).toHaveTextContent(
      jobTexts.loadFailed,
    );
    await expect(main(canvasElement).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const LoadFailsSmall: Story = { ...LoadFails, globals: small };

export const Empty: Story = {
  parameters: { mockDb: emptyCatalogueDb },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByRole('heading', { name: 'No jobs have been posted yet.' }),
    ).toBeVisible();
  },
};

/** Shows where the visitor was sent and what the login screen will read. */
function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login-probe">{JSON.stringify(location.state)}</p>;
}

/** SPEC.md section 6: the toast, then /login, which will return to /jobs. */
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

export const ApplyOpenSmall: Story = { ...ApplyOpen, globals: small };

/** Escape closes without applying; focus returns to the card's Apply Now. */
export const ApplyEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openApply(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

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

/** The server sends no text: SPEC's fallback, in the dialog and as a toast; the dialog stays. */
export const ApplyFails: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs/{id}/apply', 500, '')] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openApply(canvasElement);
    await submitApplication(dialog);
    await expect(await findToast(jobTexts.applyFailed)).toBeVisible();
    await expect(within(dialog).getByText(jobTexts.applyFailed)).toBeVisible();
  },
};

/** A second application: the server's 409 text. */
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

export const AlreadyAppliedSmall: Story = { ...AlreadyApplied, globals: small };

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

export const PostOpenSmall: Story = { ...PostOpen, globals: small };

export const PostEscape: Story = {
  parameters: { ...signedIn, ...noBaseline },
  play: async ({ canvasElement }) => {
    const { button } = await openPost(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

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

/** Posted: toast, dialog closed, and the job on the board without a reload. */
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
    await expect(cards(canvasElement)).toHaveLength(fixtureJobs.length + 1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

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

export const PostFailsWithServerText: Story = {
  parameters: { ...signedIn, msw: [failWith('post', '/jobs', 503)] },
  play: async ({ canvasElement }) => {
    const { dialog } = await openPost(canvasElement);
    await fillPost(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Job' }));
    await expect(await findToast(messages.databaseUnreachable)).toBeVisible();
  },
};

/** Post a job, apply to it, apply again: the second answer is the server's 409 text. */
export const FlowPostApplyTwice: Story = {
  parameters: signedIn,
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
