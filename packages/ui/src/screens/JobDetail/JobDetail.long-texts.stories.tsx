import type { StoryObj } from '@storybook/react-vite';
import { longJob } from '@edugate/api-client/mocks';
import { expect, within } from 'storybook/test';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { JobDetail } from './JobDetail';

export default {
  title: 'Screens/Long Texts/JobDetail',
  tags: ['!autodocs'],
  ...longTextsMeta(JobDetail, {
    route: paths.jobDetail.path,
    path: paths.jobDetail.href(longJob._id),
  }),
};
type Story = StoryObj<typeof JobDetail>;

/**
 * The job with the longest unbroken title, company, location and salary the API accepts, a
 * 5,000-character description and 300-character list lines: check its page wraps them all and is
 * no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    const article = within(await main.findByRole('article', { name: longJob.title }));
    for (const text of [
      longJob.company,
      longJob.location,
      longJob.salary,
      longJob.description,
      ...longJob.requirements,
      ...longJob.benefits,
    ]) {
      await expectShownWhole(article.getByText(text));
    }
    await expectShownWhole(article.getByRole('heading', { level: 1, name: longJob.title }));
    await expect(article.getByRole('button', { name: 'Apply Now' })).toBeVisible();
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
