import type { StoryObj } from '@storybook/react-vite';
import { longCourse } from '@edugate/api-client/mocks';
import { routes } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { Home } from './Home';

export default {
  title: 'Screens/Long Texts/Home',
  tags: ['!autodocs'],
  ...longTextsMeta(Home, { route: routes.home }),
};
type Story = StoryObj<typeof Home>;

/**
 * The newest course has the longest unbroken title, description and duration the API accepts:
 * check its card in the latest courses shows them inside the page, which is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const title = await mainOf(canvas).findByText(longCourse.title);
    await expectShownWhole(title);
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
