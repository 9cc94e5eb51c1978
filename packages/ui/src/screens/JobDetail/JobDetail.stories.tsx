import {
  CLOSED_JOB_ID,
  failWith,
  fixtureJobs,
  jobBoardDb,
  neverAnswers,
  POSTED_JOB_ID,
  postedJobs,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, noBaseline, routeAt, screenMeta, screenParameters } from '../../testing';
import { expectNotFoundPage, findDialog, findToast, mainOf } from '../../testing/play';
import { loginProbeRoute, loginProbeState } from '../../testing/LoginProbe';
import { JobDetail } from './JobDetail';

/** The newest fixture job: a description of two paragraphs and three lines. */
const newest = fixtureJobs[0]!;
const closedJob = postedJobs.find((job) => job._id === CLOSED_JOB_ID)!;
const ownJob = postedJobs.find((job) => job._id === POSTED_JOB_ID)!;

const at = (id: string) => screenParameters(routeAt(paths.jobDetail, id));

const meta = {
  title: 'Screens/JobDetail',
  tags: ['!autodocs'],
  ...screenMeta(JobDetail, routeAt(paths.jobDetail, newest._id)),
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's JSON-LD scripts, parsed. */
const structuredData = (canvasElement: HTMLElement): unknown[] =>
  [...canvasElement.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? ''),
  );

/**
 * An open job, opened signed out by its link: check the heading, company, location, salary,
 * type, 'March 15, 2026', the description with its line breaks, requirements and benefits, Apply
 * Now, the page's own title and its schema.org JobPosting for search engines.
 */
export const OpenSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await expect(await main.findByRole('heading', { level: 1, name: newest.title })).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(`${newest.title} at ${newest.company} | EduGate`),
    );
    for (const text of [newest.company, newest.location, newest.salary, 'March 15, 2026']) {
      await expect(main.getByText(text)).toBeVisible();
    }
    await expect(main.getAllByText(newest.type).length).toBeGreaterThanOrEqual(1);
    const description = main.getByText(newest.description.split('\n')[0]!, { exact: false });
    // Its four lines (one blank) stay lines: the paragraph is at least four lines high.
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeGreaterThanOrEqual(4 * lineHeight);
    for (const [heading, items] of [
      [jobTexts.requirements, newest.requirements],
      [jobTexts.benefits, newest.benefits],
    ] as const) {
      const list = within(main.getByRole('region', { name: heading }));
      await expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual(items);
    }
    await expect(main.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expect(main.getByRole('link', { name: jobTexts.allJobs })).toHaveAttribute(
      'href',
      '/jobs',
    );
    await expect(structuredData(canvasElement)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org/',
        '@type': 'JobPosting',
        title: newest.title,
        datePosted: newest.postedAt,
        hiringOrganization: { '@type': 'Organization', name: newest.company },
        employmentType: 'FULL_TIME',
      }),
    ]);
  },
};

/** The same at 375 px: one column, nothing wider than the window. */
export const OpenSignedOutSmall: Story = atSmall<Story>({
  play: async ({ canvasElement }) => {
    await expect(
      await mainOf(within(canvasElement)).findByRole('heading', { level: 1, name: newest.title }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
  },
});

/**
 * A signed-out visitor presses Apply Now: check the 'Please login to apply for jobs' toast and the
 * move to /login, remembering this job's page; ends on a stand-in page, so no snapshot.
 */
export const ApplySignedOut: Story = {
  parameters: {
    router: {
      route: paths.jobDetail.path,
      path: paths.jobDetail.href(newest._id),
      routes: [loginProbeRoute],
    },
    ...noBaseline,
  },
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await userEvent.click(await main.findByRole('button', { name: 'Apply Now' }));
    await expect(await findToast(jobTexts.loginToApply)).toBeVisible();
    await expect(await loginProbeState(mainOf(within(canvasElement)))).toEqual({
      from: { pathname: paths.jobDetail.href(newest._id) },
    });
  },
};

/**
 * Signed in, Apply Now opens the job board's apply dialog; sent, the toast says so and the page
 * says 'Applied' instead of Apply Now (the picture Applied keeps, so no snapshot here).
 */
export const ApplyFromThePage: Story = {
  parameters: { session: 'signedIn', ...noBaseline },
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await userEvent.click(await main.findByRole('button', { name: 'Apply Now' }));
    const dialog = await findDialog('dialog', { name: `Apply for ${newest.title}` });
    await userEvent.type(
      within(dialog).getByLabelText(/^Resume URL/),
      'https://ada.example.com/cv.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await expect(await findToast(jobTexts.applied)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await main.findByText(jobTexts.appliedBadge, { exact: true })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  },
};

/** A job the reader applied to: 'Applied', as on the board, and no Apply Now. */
export const Applied: Story = {
  parameters: { session: 'signedIn', mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await expect(await main.findByText(jobTexts.appliedBadge, { exact: true })).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  },
};

/** The reader's own job: 'Posted by you' and Manage (its applications), no Apply Now. */
export const PostedByYou: Story = {
  parameters: { ...at(ownJob._id), session: 'signedIn', mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await expect(await main.findByText(jobTexts.postedByYou)).toBeVisible();
    await expect(
      main.getByRole('link', { name: `${jobTexts.manage}: ${ownJob.title}` }),
    ).toHaveAttribute('href', paths.jobApplications.href(ownJob._id));
    await expect(main.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  },
};

/**
 * A closed job, still readable by its link: 'This job is no longer accepting applications.', no
 * Apply Now, and no JobPosting (it must leave search results).
 */
export const Closed: Story = {
  parameters: { ...at(closedJob._id), mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const main = mainOf(within(canvasElement));
    await expect(
      await main.findByRole('heading', { level: 1, name: closedJob.title }),
    ).toBeVisible();
    await expect(main.getByText(jobTexts.closedNotice)).toBeVisible();
    await expect(main.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await expect(structuredData(canvasElement)).toEqual([]);
  },
};

/** Closed at 375 px: the notice wraps inside the panel. */
export const ClosedSmall: Story = atSmall(Closed);

/** An id no job has: the app's 404 page (the server sends it with the 404 status). */
export const NotFound: Story = {
  parameters: at('no-such-job'),
  play: async ({ canvasElement }) => {
    await expectNotFoundPage(canvasElement);
    await expect(structuredData(canvasElement)).toEqual([]);
  },
};

/** While the job loads: a placeholder of the page's shape, 'Loading the job' announced. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/jobs/{id}')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the job')).toBeInTheDocument();
    await expect(canvas.getByTestId('job-detail-skeleton')).toBeVisible();
    await expect(mainOf(canvas).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The job cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/jobs/{id}', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(jobTexts.jobFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};
