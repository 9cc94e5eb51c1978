import type { StoryObj } from '@storybook/react-vite';
import { longCourse } from '@edugate/api-client/mocks';
import { paths } from '../../paths';
import { atSmall, longTextsMeta } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { Catalogue } from './Catalogue';

export default {
  title: 'Screens/Long Texts/Catalogue',
  tags: ['!autodocs'],
  ...longTextsMeta(Catalogue, { route: paths.courses.path }),
};
type Story = StoryObj<typeof Catalogue>;

/**
 * The first card has the longest unbroken title, description and duration the API accepts: check
 * they wrap inside the card and the page is no wider than the window.
 */
const longTexts: Story = {
  play: async ({ canvas }) => {
    const main = mainOf(canvas);
    await expectShownWhole(await main.findByText(longCourse.title));
    await expectNoHorizontalOverflow();
  },
};

export const LongTexts: Story = atLarge(longTexts);
export const LongTextsSmall: Story = atSmall(longTexts);
