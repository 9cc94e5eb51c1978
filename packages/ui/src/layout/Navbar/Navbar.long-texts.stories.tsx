import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  LONG_DISPLAY_NAME,
  LONG_EMAIL,
  longTextsDb,
  longTextsUser,
} from '@edugate/api-client/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { withViewportHeight } from '../../testing/viewportFrame';
import { atSmall } from '../../testing';
import { atLarge, expectNoHorizontalOverflow, expectShownWhole } from '../../testing/layout';
import { Navbar } from './Navbar';

const meta = {
  title: 'Layout/Long Texts/Navbar',
  component: Navbar,
  tags: ['!autodocs'],
  parameters: {
    layout: 'fullscreen',
    router: { path: '/' },
    session: { status: 'signedIn', user: longTextsUser },
    mockDb: longTextsDb,
  },
  decorators: [withViewportHeight],
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const MENU_ICON_SIZE = 20;

/**
 * Signed in on a phone: the bar holds the logo, the theme switch, the picture and the Menu button
 * with its whole icon (it used to be squeezed to a dot, "· Menu").
 */
export const SmallSignedInMenuIcon: Story = atSmall<Story>({
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    const icon = toggle.querySelector('svg')!;
    const box = icon.getBoundingClientRect();
    await expect(box.width, 'menu icon width').toBe(MENU_ICON_SIZE);
    await expect(box.height, 'menu icon height').toBe(MENU_ICON_SIZE);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Nothing else in the bar gave way instead: the logo keeps its size, and the name beside it
    // ends before the theme switch (it used to run under it).
    const brand = canvas.getByRole('link', { name: 'EduGate home' });
    await expect(brand.querySelector('img')!.getBoundingClientRect().width, 'logo width').toBe(60);
    await expect(brand.scrollWidth, 'logo and name fit their link').toBeLessThanOrEqual(
      brand.clientWidth,
    );
    const themeSwitch = canvas.getByRole('button', { name: /theme/i });
    await expect(brand.getBoundingClientRect().right).toBeLessThanOrEqual(
      themeSwitch.getBoundingClientRect().left,
    );
    await expect(
      canvas.getByRole('button', { name: `Account menu for ${LONG_DISPLAY_NAME}` }),
    ).toBeVisible();
    await expectNoHorizontalOverflow();
  },
});

/** The longest name and e-mail wrap inside the open account menu, which stays in the window. */
const accountMenuOpen: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('button', { name: `Account menu for ${LONG_DISPLAY_NAME}` });
    await userEvent.hover(avatar);
    await expectShownWhole(await canvas.findByTestId('avatar-name'));
    await expectNoHorizontalOverflow();

    await userEvent.click(avatar);
    const menu = within(canvas.getByText(LONG_EMAIL).parentElement!);
    await expectShownWhole(menu.getByText(LONG_DISPLAY_NAME));
    await expectShownWhole(menu.getByText(LONG_EMAIL));
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoHorizontalOverflow();
    await userEvent.unhover(avatar);
    avatar.blur();
  },
};

export const LongNameAccountMenu: Story = atLarge(accountMenuOpen);
export const LongNameAccountMenuSmall: Story = atSmall(accountMenuOpen);
