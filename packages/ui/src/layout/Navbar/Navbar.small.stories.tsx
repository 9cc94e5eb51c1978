// The navbar at 375 px: the bar's links folded into a Menu button. Same title as
// Navbar.stories.tsx, so the stories keep their ids.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Navbar } from './Navbar';
import { atSmall } from '../../testing';
import { linkNames, navbarMeta, signedInLinks } from './Navbar.play';

export default {
  title: 'Layout/Navbar',
  ...navbarMeta,
} satisfies Meta<typeof Navbar>;
type Story = StoryObj<typeof Navbar>;

/** Small screen, signed out, at rest: the bar's links fold into a closed Menu button. */
export const SmallSignedOut: Story = atSmall<Story>({
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    // The bar's own links are hidden (display: none), so they are not in the accessibility tree.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'EduGate home' })).toBeVisible();
  },
});

/** Keyboard: open, Tab into the menu, Escape back to the toggle. Ends closed: no snapshot. */
export const SmallMenuKeyboard: Story = atSmall<Story>({
  parameters: { session: 'signedOut', chromatic: { disableSnapshot: true } },
  play: async ({ canvas, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });

    await step('keyboard opens the menu', async () => {
      toggle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const menu = canvas.getByRole('navigation', { name: 'Main (menu)' });
      await expect(linkNames(menu)).toEqual(['Home', 'Jobs', 'Courses']);
      await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
    });

    await step('Tab moves into the menu; Escape closes it and returns focus', async () => {
      await userEvent.tab();
      await expect(
        within(canvas.getByRole('navigation', { name: 'Main (menu)' })).getByRole('link', {
          name: 'Home',
        }),
      ).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(
        canvas.queryByRole('navigation', { name: 'Main (menu)' }),
      ).not.toBeInTheDocument();
      await expect(toggle).toHaveFocus();
    });
  },
});

/** Following a link in the menu navigates (a router stand-in): no snapshot. */
export const SmallMenuLinkNavigates: Story = atSmall<Story>({
  parameters: { session: 'signedOut', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Main (menu)' })).getByRole('link', {
        name: 'Jobs',
      }),
    );
    await expect(await canvas.findByText('Navigated to /jobs')).toBeVisible();
  },
});

export const SmallSignedIn: Story = atSmall<Story>({
  parameters: { session: 'signedIn' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    toggle.blur();
    const menu = canvas.getByRole('navigation', { name: 'Main (menu)' });
    await expect(linkNames(menu)).toEqual(signedInLinks);
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
  },
});

/** Open menu on a small screen, for review. */
export const SmallMenuOpen: Story = atSmall<Story>({
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Main (menu)' })).toBeVisible();
    toggle.blur();
  },
});
