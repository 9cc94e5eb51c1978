// Jobs for you on the board (docs/product.md): 'Best match for you' and each card's 'You have
// {k} of {n} skills'. Same title as Jobs.stories.tsx, so the stories keep their ids.
import { fixtureJobs, jobMatchingDb, matchedJob } from '@edugate/api-client/mocks';
import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { paths } from '../../paths';
import { atSmall, screenMeta, signedIn } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { Jobs } from './Jobs';
import { card, cards, main } from './Jobs.play';

export default {
  title: 'Screens/Jobs',
  tags: ['!autodocs'],
  ...screenMeta(Jobs, { route: paths.jobs.path }),
};
type Story = StoryObj<typeof Jobs>;

/** The fixture job requiring Python and Machine learning: Ada holds Python (1 of 2). */
const pythonJob = fixtureJobs.find((job) => job.skills.includes('Machine learning'))!;
const cardTitles = (canvasElement: HTMLElement) =>
  cards(canvasElement).map((article) => within(article).getByRole('heading').textContent);

/**
 * Ada signed in, holding three skills of her certificate: check each card requiring skills says
 * 'You have {k} of {n} skills' (2 of 3 on the oldest job, 1 of 2 on the Python one, 0 of 3
 * elsewhere), newest first (the oldest job beyond the first ten) until she picks 'Best match for you', which puts the 2 of 3 job first
 * and the 1 of 2 job second, and keeps the order in the URL.
 */
export const BestMatch: Story = {
  parameters: { ...signedIn, mockDb: jobMatchingDb },
  play: async ({ canvasElement }) => {
    await expect(
      await within(await card(canvasElement, pythonJob.title)).findByText(
        jobTexts.skillsHeld(1, 2),
      ),
    ).toBeVisible();
    await expect(
      within(await card(canvasElement, fixtureJobs[0]!.title)).getByText(jobTexts.skillsHeld(0, 3)),
    ).toBeVisible();
    await waitFor(() => expect(cardTitles(canvasElement)[0]).toBe(fixtureJobs[0]!.title));
    const sort = main(canvasElement).getByLabelText(jobTexts.sortLabel);
    await expect(sort).toHaveDisplayValue(jobTexts.newestFirst);
    await userEvent.selectOptions(sort, jobTexts.bestMatch);
    await waitFor(() =>
      expect(cardTitles(canvasElement).slice(0, 2)).toEqual([matchedJob.title, pythonJob.title]),
    );
    await expect(sort).toHaveDisplayValue(jobTexts.bestMatch);
    const matched = within(await card(canvasElement, matchedJob.title));
    await expect(matched.getByText(jobTexts.skillsHeld(2, 3))).toBeVisible();
  },
};

/**
 * 'Best match for you' at 375 px, with 60-character skills: check the order, that the card's
 * skills line and 'You have 2 of 3 skills' wrap inside it, and nothing scrolls sideways.
 */
export const BestMatchSmall: Story = atSmall<Story>({
  parameters: {
    ...signedIn,
    mockDb: jobMatchingDb,
    router: { route: paths.jobs.path, path: paths.jobs.href({ sort: 'match' }) },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(cardTitles(canvasElement)[0]).toBe(matchedJob.title));
    const matched = await card(canvasElement, matchedJob.title);
    await expect(within(matched).getByText(jobTexts.skillsHeld(2, 3))).toBeVisible();
    await expect(matched.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoHorizontalOverflow();
  },
});

/**
 * Signed out, the same board: check there is no sort to choose, no card says what the reader
 * holds, and `?sort=match` is newest first; the search form still sends the order asked for (as
 * the page sent before the app knows the reader does, so a search then keeps it).
 */
export const NoMatchSignedOut: Story = {
  parameters: {
    mockDb: jobMatchingDb,
    router: { route: paths.jobs.path, path: paths.jobs.href({ sort: 'match' }) },
  },
  play: async ({ canvasElement }) => {
    // The first ten, newest first: the job she would match best is the eleventh.
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(10));
    await expect(cardTitles(canvasElement)).not.toContain(matchedJob.title);
    await expect(cardTitles(canvasElement)[0]).toBe(fixtureJobs[0]!.title);
    await expect(main(canvasElement).queryByLabelText(jobTexts.sortLabel)).toBeNull();
    await expect(main(canvasElement).queryByText(/^You have \d+ of \d+ skills$/)).toBeNull();
    const search = main(canvasElement).getByRole('search', { name: 'Jobs' });
    await expect(new FormData(search as HTMLFormElement).get('sort')).toBe('match');
  },
};
