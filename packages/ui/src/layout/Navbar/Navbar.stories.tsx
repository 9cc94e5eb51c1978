// The navbar at medium and large widths; at 375 px (the folded menu) see Navbar.small.stories.tsx
// (same title, so every story keeps its id).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureUser } from '@edugate/api-client/mocks';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { withViewportHeight } from '../../testing/viewportFrame';
import { SessionProvider, type Session } from '../../session';
import type { Navbar } from './Navbar';
import { expectEvenlySpaced, linkNames, navbarMeta, signedInLinks } from './Navbar.play';

export default {
  title: 'Layout/Navbar',
  ...navbarMeta,
} satisfies Meta<typeof Navbar>;
type Story = StoryObj<typeof Navbar>;

export const SignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('link', { name: 'EduGate home' });
    await expect(logo).toHaveAttribute('href', '/');
    const image = logo.querySelector('img')!;
    await expect(image.getBoundingClientRect().width).toBe(60);
    await expect(image.getBoundingClientRect().height).toBe(60);

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual(['Home', 'Jobs', 'Courses']);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    // Sticky, so it stays in view while the page scrolls.
    await expect(getComputedStyle(canvas.getByRole('banner')).position).toBe('sticky');
  },
};

/** Signed in, at rest: every link and the picture; nothing open. */
export const SignedIn: Story = {
  parameters: { session: 'signedIn' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(linkNames(nav)).toEqual(signedInLinks);
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

/** Hovering the picture shows the name (the story root reaches down so the tip is captured). */
export const SignedInNameOnHover: Story = {
  parameters: { session: 'signedIn' },
  decorators: [withViewportHeight],
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.hover(avatar);
    await expect(await canvas.findByTestId('avatar-name')).toHaveTextContent('Ada Lovelace');
  },
};

/**
 * Clicking the picture opens the account menu with Logout, its links evenly spaced; the snapshot
 * shows it open.
 */
export const SignedInMenuOpen: Story = {
  parameters: { session: 'signedIn' },
  decorators: [withViewportHeight],
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await userEvent.click(avatar);
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expectEvenlySpaced(
      document.getElementById(avatar.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // The pointer moved on to the menu: no name tip, no focus ring on the picture.
    await userEvent.unhover(avatar);
    avatar.blur();
  },
};

/** The menu toggles, and Escape closes it with focus back on the picture. Ends closed: no snapshot. */
export const AccountMenuToggles: Story = {
  parameters: { session: 'signedIn', chromatic: { disableSnapshot: true } },
  play: async ({ canvas, step }) => {
    const avatar = canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' });

    await step('hovering the picture shows the name; leaving hides it', async () => {
      await userEvent.hover(avatar);
      await expect(await canvas.findByTestId('avatar-name')).toHaveTextContent('Ada Lovelace');
      await userEvent.unhover(avatar);
      await waitFor(() => expect(canvas.queryByTestId('avatar-name')).not.toBeInTheDocument());
    });

    await step('clicking the picture toggles the menu', async () => {
      await userEvent.click(avatar);
      await expect(avatar).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
      await userEvent.click(avatar);
      await expect(avatar).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    });

    await step('Escape closes the menu and returns focus to the picture', async () => {
      await userEvent.click(avatar);
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
      await expect(avatar).toHaveFocus();
    });
  },
};

/** Logout signs out and closes the menu. Ends signed out, as SignedOut shows: no snapshot. */
export const LogoutSignsOut: Story = {
  parameters: { session: 'signedIn', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await expect(linkNames(canvas.getByRole('navigation', { name: 'Main' }))).toEqual([
      'Home',
      'Jobs',
      'Courses',
    ]);
  },
};

/**
 * While the session is loading, neither the auth buttons nor the picture show, but the picture's
 * place beside the theme toggle is kept (44 px), so the bar does not shift when it arrives.
 */
export const SessionLoading: Story = {
  parameters: { session: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    const toggle = canvas.getByRole('button', { name: 'Dark theme' });
    await expect(toggle.nextElementSibling?.getBoundingClientRect().width).toBe(44);
  },
};

export const ActiveLink: Story = {
  parameters: { session: 'signedIn', router: { path: '/my-enrolled-courses' } },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'My Enrolled Courses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

const failingSignOut: Session = {
  status: 'signedIn',
  user: fixtureUser,
  signIn: async () => undefined,
  signInWithGoogle: async () => undefined,
  signInWithGithub: async () => undefined,
  register: async () => undefined,
  signOut: async () => {
    throw new Error('network down');
  },
  getIdToken: async () => 'fixture-id-token',
  sendPasswordReset: async () => undefined,
  updateProfile: async () => undefined,
  changePassword: async () => undefined,
  forgetDeletedAccount: async () => undefined,
};

/** docs/product.md: a failed logout is only logged ('Logout failed'); the person sees no message. */
export const LogoutFails: Story = {
  // Seeing no message, the person sees Signed In Menu Open's picture, pixel for pixel: that story
  // is the baseline, this one checks what is logged.
  parameters: { chromatic: { disableSnapshot: true } },
  decorators: [
    (Story) => (
      <SessionProvider value={failingSignOut}>
        <Story />
      </SessionProvider>
    ),
    // Ends with the menu still open: the root reaches down so it shows whole.
    withViewportHeight,
  ],
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('Logout failed', expect.any(Error)),
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Account menu for Ada Lovelace' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
