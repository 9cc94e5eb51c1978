import type { Meta, StoryObj } from '@storybook/react-vite';
import { longCourse, longTextsDb, longTextsUser } from '@edugate/api-client/mocks';
import { routes } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { mainOf } from '../../testing/play';
import { Home } from './Home';

const meta = {
  title: 'Screens/Long Texts/Home',
  component: Home,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({ route: routes.home }),
    session: { status: 'signedIn', user: longTextsUser },
    mockDb: longTextsDb,
  },
} satisfies Meta<typeof Home>;

export default meta;
type Story = StoryObj<typeof meta>;

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
