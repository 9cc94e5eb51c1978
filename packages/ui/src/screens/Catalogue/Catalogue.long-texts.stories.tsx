import type { Meta, StoryObj } from '@storybook/react-vite';
import { longCourse, longTextsDb, longTextsUser } from '@edugate/api-client/mocks';
import { routes } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { Catalogue } from './Catalogue';

const meta = {
  title: 'Screens/Long Texts/Catalogue',
  component: Catalogue,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: routes.courses }),
    session: { status: 'signedIn', user: longTextsUser },
    mockDb: longTextsDb,
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

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
