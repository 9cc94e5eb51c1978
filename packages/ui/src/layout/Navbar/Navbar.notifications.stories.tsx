import { createMockDb, failWith, notificationsDb } from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { atSmall } from '../../testing';
import type { Navbar } from './Navbar';
import { navbarMeta } from './Navbar.play';

export default {
  title: 'Layout/Navbar/Notifications',
  ...navbarMeta,
} satisfies Meta<typeof Navbar>;
type Story = StoryObj<typeof Navbar>;

/**
 * Signed in, a bell links to /notifications; its accessible name carries the count of
 * new notifications, unread and not yet seen in the list ('Notifications, 2 new'), drawn beside it
 * as '2'.
 */
export const BellWithUnread: Story = {
  parameters: { session: 'signedIn', mockDb: notificationsDb },
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('link', { name: 'Notifications, 2 new' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(canvas.getByTestId('notification-count')).toHaveTextContent('2');
  },
};

/**
 * At 375 px the bar has no room for the bell: the Menu button carries the count (described as
 * 'Notifications, 2 new') and its panel starts with the bell's link.
 */
export const BellWithUnreadSmall: Story = atSmall<Story>({
  parameters: { session: 'signedIn', mockDb: notificationsDb },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(menu).toHaveAccessibleDescription('Notifications, 2 new'));
    await expect(canvas.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    await userEvent.click(menu);
    const bell = await canvas.findByRole('link', { name: 'Notifications, 2 new' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(bell).toBeVisible();
    await userEvent.click(menu);
  },
});

/**
 * Two unread, but both seen already (the list was opened since they arrived): nothing new, so the
 * bell is named 'Notifications' and draws no count; the list still marks them unread.
 */
export const BellAllSeen: Story = {
  parameters: {
    session: 'signedIn',
    mockDb: () => {
      const db = notificationsDb();
      for (const notification of db.notifications) db.seenNotificationIds.add(notification._id);
      return db;
    },
    // By design the same picture as Bell All Read (seen, nothing new to count): Bell All Read is
    // the baseline, this one is checked by its play function only.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-count')).toBeNull();
  },
};

/** Nothing unread: the bell is named 'Notifications' and draws no count. */
export const BellAllRead: Story = {
  parameters: { session: 'signedIn', mockDb: () => createMockDb() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByTestId('notification-count')).toBeNull();
  },
};

/** The count cannot load: the bell still links to /notifications, named without a count. */
export const BellCountFails: Story = {
  parameters: {
    session: 'signedIn',
    msw: [failWith('get', '/notifications', 500)],
    // By design the same picture as Bell All Read (a count that failed shows the plain bell):
    // Bell All Read is the baseline, this one is checked by its play function only.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
        'href',
        '/notifications',
      ),
    );
  },
};

/** Signed out: no bell. */
export const NoBellSignedOut: Story = {
  parameters: { session: 'signedOut' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  },
};
