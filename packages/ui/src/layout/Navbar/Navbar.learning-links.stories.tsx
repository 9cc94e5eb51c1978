import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withViewportHeight } from '../../testing/viewportFrame';
import type { Navbar } from './Navbar';
import { linkNames, navbarMeta } from './Navbar.play';

export default {
  title: 'Layout/Navbar/Learning Links',
  ...navbarMeta,
} satisfies Meta<typeof Navbar>;
type Story = StoryObj<typeof Navbar>;

/**
 * docs/product.md, Learning: the signed-in account menu links 'My Certificates'
 * (/my-certificates), in the menu only.
 */
export const MenuCertificatesLink: Story = {
  parameters: { session: 'signedIn' },
  decorators: [withViewportHeight],
  play: async ({ canvas, canvasElement }) => {
    await expect(linkNames(canvasElement)).not.toContain('My Certificates');
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.click(avatar);
    const menu = within(canvas.getByRole('navigation', { name: 'Your learning' }));
    await expect(menu.getByRole('link', { name: 'My Certificates' })).toHaveAttribute(
      'href',
      '/my-certificates',
    );
    await userEvent.unhover(avatar);
    avatar.blur();
  },
};
