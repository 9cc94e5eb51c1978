import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { longCourse } from '@edugate/api-client/mocks';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { Home } from './Home';

export default {
  title: 'Screens/Long Texts/Home',
  tags: ['!autodocs'],
  ...longTextsMeta(Home, { route: paths.home.path }),
};
type Story = StoryObj<typeof Home>;

/**
 * The newest course has the longest unbroken title, description and duration the API accepts, and
 * the reader is enrolled in it: check its card in 'Continue learning' and in the latest courses
 * keep it inside the page, which is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await main.findByRole('heading', { name: 'Continue learning' });
    await waitFor(() => expect(main.getAllByText(longCourse.title)).toHaveLength(2));
    const titles = main.getAllByText(longCourse.title);
    for (const title of titles) await expectShownWhole(title);
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
