import { fixtureJobs, jobBoardDb, postedJobs } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenMeta, screenParameters, signedIn } from '../../testing';
import { Jobs } from './Jobs';
import { card, cards, main } from './Jobs.play';

export default {
  title: 'Screens/Jobs/Search',
  tags: ['!autodocs'],
  ...screenMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

const titles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map(
    (article) => within(article).getByRole('heading', { level: 2 }).textContent,
  );

/**
 * Typing a company in 'Search jobs' keeps only its jobs (title, company or location match);
 * check the one Northwind Analytics card is left.
 */
export const SearchByCompany: Story = {
  play: async ({ canvasElement }) => {
    await card(canvasElement, fixtureJobs[0]!.title);
    await userEvent.type(
      main(canvasElement).getByRole('searchbox', { name: jobTexts.searchLabel }),
      'northwind',
    );
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Data Analyst']));
  },
};

/**
 * Arriving at /jobs?type=Internship (a shared link): the Internship chip is pressed and only the
 * two internships show.
 */
export const TypeFromTheUrl: Story = {
  parameters: screenParameters({
    route: paths.jobs.path,
    path: paths.jobs.href({ type: 'Internship' }),
  }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('button', { name: 'Internship' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: jobTexts.allTypes })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() =>
      expect(titles(canvasElement)).toEqual(['Machine Learning Intern', 'UX Research Intern']),
    );
  },
};

/** Type chips at 375 px: they wrap inside the width. */
export const TypeFromTheUrlSmall: Story = atSmall(TypeFromTheUrl);

/** A search nothing matches: 'No jobs found' with Clear search, which brings every job back. */
export const NoJobsFound: Story = {
  parameters: screenParameters({
    route: paths.jobs.path,
    path: paths.jobs.href({ q: 'astronaut' }),
  }),
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { name: jobTexts.noJobsFound })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: jobTexts.searchLabel })).toHaveValue(
      'astronaut',
    );
    await expect(page.getByRole('button', { name: jobTexts.clearSearch })).toBeVisible();
  },
};

/** Clear search: the box empties and the whole board is back. */
export const Cleared: Story = {
  ...NoJobsFound,
  play: async (context) => {
    await NoJobsFound.play!(context);
    const page = main(context.canvasElement);
    await userEvent.click(page.getByRole('button', { name: jobTexts.clearSearch }));
    await waitFor(() =>
      expect(page.getByRole('searchbox', { name: jobTexts.searchLabel })).toHaveValue(''),
    );
    await waitFor(() => expect(cards(context.canvasElement).length).toBeGreaterThan(0));
  },
};

/**
 * Signed in with both halves in use: jobs Ada applied to say 'Applied' without Apply Now; jobs she
 * posted say 'Posted by you' with a Manage link to their applications.
 */
export const AppliedAndPostedByYou: Story = {
  parameters: { ...signedIn, mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const own = postedJobs[0]!;
    const mine = await card(canvasElement, own.title);
    await waitFor(() => expect(within(mine).getByText(jobTexts.postedByYou)).toBeVisible());
    await expect(
      within(mine).getByRole('link', { name: `${jobTexts.manage}: ${own.title}` }),
    ).toHaveAttribute('href', paths.jobApplications.href(own._id));
    const applied = await card(canvasElement, fixtureJobs[0]!.title);
    await waitFor(() => expect(within(applied).getByText(jobTexts.appliedBadge)).toBeVisible());
    await expect(within(applied).queryByRole('button', { name: /^Apply Now/ })).toBeNull();
    // A job neither applied to nor posted keeps Apply Now.
    const other = await card(canvasElement, fixtureJobs[1]!.title);
    await expect(
      within(other).getByRole('button', { name: `Apply Now: ${fixtureJobs[1]!.title}` }),
    ).toBeVisible();
  },
};

/** The same at 375 px: badges and Manage fit the card. */
export const AppliedAndPostedByYouSmall: Story = atSmall(AppliedAndPostedByYou);
