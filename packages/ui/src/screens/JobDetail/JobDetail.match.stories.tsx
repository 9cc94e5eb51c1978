// Jobs for you on a job's page (docs/product.md): a tick for each required skill held, 'Learn
// {skill}' for each missing one. Same title as JobDetail.stories.tsx, so the stories keep their ids.
import {
  jobMatchingDb,
  LONG_HELD_SKILL,
  LONG_MISSING_SKILL,
  matchedJob,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { jobTexts } from '../../features/jobs';
import { skillTexts } from '../../features/skills';
import { paths } from '../../paths';
import { atSmall, screenParameters, signedIn } from '../../testing';
import { expectNoHorizontalOverflow } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { JobDetail } from './JobDetail';

const meta = {
  title: 'Screens/JobDetail',
  component: JobDetail,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({
      route: paths.jobDetail.path,
      path: paths.jobDetail.href(matchedJob._id),
    }),
    ...signedIn,
    mockDb: jobMatchingDb,
  },
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const skillsList = async (canvasElement: HTMLElement) =>
  within(await mainOf(within(canvasElement)).findByRole('list', { name: skillTexts.required }));

/**
 * Ada signed in, holding two of the job's three skills: check each held one is said in words
 * ('you have this skill', not by the tick's colour alone), and the missing 60-character one has
 * 'Learn {skill}' to the catalogue's courses teaching it, best rated first.
 */
export const SkillsHeld: Story = {
  play: async ({ canvasElement }) => {
    const list = await skillsList(canvasElement);
    const items = await list.findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(`${LONG_HELD_SKILL} (${jobTexts.youHaveSkill})`);
    await expect(items[2]).toHaveTextContent(`Python (${jobTexts.youHaveSkill})`);
    await expect(items[1]).not.toHaveTextContent(jobTexts.youHaveSkill);
    const learn = within(items[1]!).getByRole('link', {
      name: jobTexts.learnSkill(LONG_MISSING_SKILL),
    });
    await expect(learn).toHaveAttribute(
      'href',
      paths.courses.href({ skill: LONG_MISSING_SKILL, sort: 'rating_desc' }),
    );
    await expect(learn.getAttribute('href')).toContain('sort=rating_desc');
    await expect(list.queryAllByRole('link')).toHaveLength(1);
  },
};

/** The same at 375 px: check the long skills and their link wrap, nothing scrolls sideways. */
export const SkillsHeldSmall: Story = atSmall<Story>({
  play: async ({ canvasElement }) => {
    const list = await skillsList(canvasElement);
    await expect(
      list.getByRole('link', { name: jobTexts.learnSkill(LONG_MISSING_SKILL) }),
    ).toBeVisible();
    await expectNoHorizontalOverflow();
  },
});

/**
 * Signed out, the same page: check the required skills are the plain chips, each linking to the
 * courses teaching it, with no tick and no 'Learn'.
 */
export const SkillsSignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvasElement }) => {
    const list = await skillsList(canvasElement);
    await expect(list.getAllByRole('link').map((link) => link.textContent)).toEqual(
      matchedJob.skills,
    );
    await expect(list.queryByText(/you have this skill/)).toBeNull();
    await expect(list.queryByText(/^Learn /)).toBeNull();
  },
};
