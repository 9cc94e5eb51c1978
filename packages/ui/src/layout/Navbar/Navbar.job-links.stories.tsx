import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withViewportHeight } from '../../testing/viewportFrame';
import type { Navbar } from './Navbar';
import { linkNames, navbarMeta } from './Navbar.play';

export default {
  title: 'Layout/Navbar/Job Links',
  ...navbarMeta,
} satisfies Meta<typeof Navbar>;
type Story = StoryObj<typeof Navbar>;

/**
 * docs/product.md, Jobs and Saved jobs: the signed-in account menu links 'My Jobs', 'My
 * Applications' and 'Saved Jobs' (above Logout); the bar's main links stay as docs/product.md
 * lists them.
 */
export const MenuJobLinks: Story = {
  parameters: { session: 'signedIn' },
  decorators: [withViewportHeight],
  play: async ({ canvas, canvasElement }) => {
    const mainLinks = linkNames(canvasElement);
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.click(avatar);
    const menu = within(canvas.getByRole('navigation', { name: 'Your job board' }));
    await expect(menu.getByRole('link', { name: 'My Jobs' })).toHaveAttribute('href', '/my-jobs');
    await expect(menu.getByRole('link', { name: 'My Applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
    await expect(menu.getByRole('link', { name: 'Saved Jobs' })).toHaveAttribute(
      'href',
      '/saved-jobs',
    );
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Five links more (with My Certificates and Profile), in the menu only: the bar's own links
    // are unchanged.
    await expect(linkNames(canvasElement)).toHaveLength(mainLinks.length + 5);
    await expect(linkNames(canvasElement)).toEqual(
      expect.arrayContaining([...mainLinks, 'My Jobs', 'My Applications', 'Saved Jobs']),
    );
    await expect(mainLinks).not.toContain('My Jobs');
    await userEvent.unhover(avatar);
    avatar.blur();
  },
};

/** The account menu links the person's Profile. */
export const MenuProfileLink: Story = {
  parameters: { session: 'signedIn' },
  decorators: [withViewportHeight],
  // Ends with the keyboard on Profile (its focus ring), so its last frame is not Menu Job Links'.
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    avatar.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(canvas.getByRole('navigation', { name: 'Your account' }));
    const profile = menu.getByRole('link', { name: 'Profile' });
    await expect(profile).toHaveAttribute('href', '/profile');
    for (let presses = 0; presses < 12 && document.activeElement !== profile; presses += 1) {
      await userEvent.tab();
    }
    await expect(profile).toHaveFocus();
  },
};
