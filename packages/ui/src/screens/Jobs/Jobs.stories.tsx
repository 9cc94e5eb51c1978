// The job board itself; its two dialogs are in Jobs.apply.stories.tsx and Jobs.post.stories.tsx,
// under the same title, so every story keeps its id (and its Chromatic baselines).
import {
  createMockDb,
  emptyCatalogueDb,
  failWith,
  fixtureJobs,
  neverAnswers,
} from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenMeta, screenParameters, signedIn } from '../../testing';
import { Jobs } from './Jobs';
import { card, cards, expectSummaryOnly, main, newest, SMALL_CARD_MAX_HEIGHT } from './Jobs.play';

export default {
  title: 'Screens/Jobs',
  tags: ['!autodocs'],
  ...screenMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

/**
 * The job board for a signed-out visitor: check each card's title (a link to its page), company,
 * location, salary, type, the description's first lines (at most three, line breaks kept),
 * 'Posted March 15, 2026' and Apply Now, no requirements or benefits (the job's page has them),
 * and no Post a Job.
 */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: jobTexts.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Jobs | EduGate'));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    const newestCard = await card(canvasElement, newest.title);
    const job = within(newestCard);
    // The title opens the job's own page.
    await expect(job.getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      paths.jobDetail.href(newest._id),
    );
    for (const text of [newest.company, newest.location, newest.salary, newest.type])
      await expect(job.getByText(text)).toBeVisible();
    // Its three lines stay lines (the blank one between its paragraphs is left out).
    const description = job.getByText(newest.description.split('\n')[0]!, { exact: false });
    const lineHeight = parseFloat(getComputedStyle(description).lineHeight);
    await expect(description.getBoundingClientRect().height).toBeGreaterThanOrEqual(3 * lineHeight);
    await expectSummaryOnly(newestCard, newest);
    // FIXTURE_NOW, in the product's long US format.
    await expect(job.getByText('Posted March 15, 2026')).toBeVisible();
    await expect(job.getByRole('button', { name: `Apply Now: ${newest.title}` })).toHaveTextContent(
      'Apply Now',
    );
    // Signed out: nobody can post.
    await expect(canvas.queryByRole('button', { name: 'Post a Job' })).not.toBeInTheDocument();
  },
};

/**
 * Loaded at 375 px: check every job card fits the width in one column, nothing scrolls sideways,
 * and each card is at most 400 px tall (the card's fields only, its description clamped).
 */
export const LoadedSmall: Story = atSmall<Story>({
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(fixtureJobs.length));
    await expect(document.documentElement.scrollWidth).toBe(window.innerWidth);
    for (const [index, article] of cards(canvasElement).entries()) {
      await expect(
        article.getBoundingClientRect().height,
        `${fixtureJobs[index]!.title}'s card height`,
      ).toBeLessThanOrEqual(SMALL_CARD_MAX_HEIGHT);
      await expectSummaryOnly(article, fixtureJobs[index]!);
    }
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
 * The jobs cannot be fetched: check the product's 'Failed to fetch jobs. Please try again later.' with a
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

/**
 * What 'Show more jobs' revealed is in the URL (`?shown=20`): a reload, Back from a job or a
 * shared link shows as many jobs again, not the first ten.
 */
export const ShownFromTheUrl: Story = {
  parameters: {
    ...screenParameters({ route: paths.jobs.path, path: paths.jobs.href({ shown: 20 }) }),
    mockDb: () => createMockDb({ jobs: busyBoard }),
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(20));
    await expect(canvas.getByText('Showing 20 of 23 jobs')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show more jobs' })).toBeVisible();
  },
};
