import {
  createMockDb,
  failWith,
  fixtureNotifications,
  longNotificationsDb,
  neverAnswers,
  notificationsDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notificationSentence, notificationTexts } from '../../features/notifications';
import { paths } from '../../paths';
import { atSmall, screenParameters } from '../../testing';
import { findToast } from '../../testing/play';
import { Notifications } from './Notifications';

const meta = {
  title: 'Screens/Notifications',
  component: Notifications,
  tags: ['!autodocs'],
  parameters: {
    ...screenParameters({
      route: paths.notifications.path,
      // Where the notifications lead, so following one shows that it arrived.
      routes: [
        { path: paths.myApplications.path, element: <h1>My Applications (story stand-in)</h1> },
        { path: paths.jobApplications.path, element: <h1>Applications (story stand-in)</h1> },
      ],
    }),
    session: 'signedIn',
    mockDb: notificationsDb,
  },
} satisfies Meta<typeof Notifications>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What the navbar says of the unread count: the bell's name from `sm` up; below it (the bell is
 * in the Menu panel there) the Menu button's description.
 */
const expectUnreadSaid = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => {
    const canvas = within(canvasElement);
    const bell = canvas.queryByRole('link', { name: /^Notifications/ });
    if (bell) expect(bell).toHaveAccessibleName(name);
    else
      expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAccessibleDescription(
        name === 'Notifications' ? '' : name,
      );
  });

const listOf = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: notificationTexts.title });

/**
 * One notification of every kind, two unread: check the order (newest first), each sentence as a
 * link to what it is about, 'Unread' said to screen readers for the first two only, and 'Mark all
 * as read'. Opening the list sees them: the bell, 'Notifications, 2 new' before, loses its count
 * while both stay unread here.
 */
export const SomeUnread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: notificationTexts.title }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Notifications | EduGate'));
    const items = within(await listOf(canvasElement)).getAllByRole('listitem');
    expect(items).toHaveLength(fixtureNotifications.length);
    const expected: [string, string][] = [
      ['Unread: ', '/my-applications'],
      ['Unread: ', `/my-jobs/${fixtureNotifications[1]!.jobId}/applications`],
      ['', `/jobs/${fixtureNotifications[2]!.jobId}`],
      ['', '/jobs'],
      ['', '/courses'],
      ['', `/jobs/${fixtureNotifications[5]!.jobId}`],
    ];
    for (const [index, item] of items.entries()) {
      const [prefix, href] = expected[index]!;
      const link = within(item).getByRole('link');
      await expect(link).toHaveAccessibleName(
        `${prefix}${notificationSentence(fixtureNotifications[index]!)}`,
      );
      await expect(link).toHaveAttribute('href', href);
    }
    await expectUnreadSaid(canvasElement, 'Notifications');
    await expect(canvas.getByText('6 notifications, 2 unread')).toBeVisible();
    // Jobs for you (docs/product.md): the product's own words.
    const match = fixtureNotifications[5]!;
    await expect(
      canvas.getByText(`A new job matches your skills: ${match.subject} at ${match.company}`),
    ).toBeVisible();
    await expect(canvas.getAllByText(/^Unread:/)).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: notificationTexts.markAllRead })).toBeVisible();
  },
};

/** The mock database of the story that runs: its play function reads what the screen wrote. */
let storyDb = notificationsDb();
const watchedDb = () => (storyDb = notificationsDb());

/**
 * Opening an unread notification marks it read: check that its screen opens, the server has it
 * read and the other one still unread, and the bell stays without a count (both were seen).
 */
export const OpenMarksRead: Story = {
  parameters: { mockDb: watchedDb },
  play: async ({ canvasElement }) => {
    const [first] = within(await listOf(canvasElement)).getAllByRole('link');
    await userEvent.click(first!);
    await expect(
      await within(canvasElement).findByRole('heading', { name: /My Applications/ }),
    ).toBeVisible();
    await waitFor(() =>
      expect(storyDb.notifications.filter((n) => !n.read).map((n) => n._id)).toEqual([
        'notification-2',
      ]),
    );
    await expectUnreadSaid(canvasElement, 'Notifications');
  },
};

/** 'Mark all as read': check the toast, no unread left, the button gone and the bell's plain name. */
export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: notificationTexts.markAllRead }),
    );
    await expect(await findToast(notificationTexts.allMarkedRead)).toBeVisible();
    await expectUnreadSaid(canvasElement, 'Notifications');
    await expect(canvas.getByText('6 notifications, 0 unread')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: notificationTexts.markAllRead })).toBeNull();
    await expect(canvas.queryByText(/^Unread:/)).toBeNull();
  },
};

/** 'Mark all as read' fails: check the error toast and that both stay unread. */
export const MarkAllFails: Story = {
  parameters: { msw: [failWith('post', '/notifications/read', 500)] },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: notificationTexts.markAllRead }),
    );
    await expect(await findToast(notificationTexts.markFailed)).toBeVisible();
    await expect(within(canvasElement).getByText('6 notifications, 2 unread')).toBeVisible();
    await expect(within(canvasElement).getAllByText(/^Unread:/)).toHaveLength(2);
  },
};

/** No notifications: check the heading, the sentence saying what will arrive, and the bell's name. */
export const Empty: Story = {
  parameters: { mockDb: () => createMockDb() },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByRole('heading', { name: notificationTexts.empty })).toBeVisible();
    await expect(main.getByText(notificationTexts.emptyHint)).toBeVisible();
    await expect(main.queryByRole('button', { name: notificationTexts.markAllRead })).toBeNull();
    await expectUnreadSaid(canvasElement, 'Notifications');
  },
};

/** Loading: the heading and a busy placeholder, no list yet. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/notifications')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: notificationTexts.title }),
    ).toBeVisible();
    await expect(canvas.getByText(notificationTexts.loading)).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: notificationTexts.title })).toBeNull();
  },
};

/** The list cannot load: check the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/notifications', 500)] },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement.querySelector('main')!);
    await expect(await main.findByText(notificationTexts.loadFailed)).toBeVisible();
    await expect(main.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

/**
 * The longest titles, companies and names: check every sentence is whole and that nothing makes
 * the page wider than the screen.
 */
export const LongTexts: Story = {
  parameters: { mockDb: longNotificationsDb },
  play: async ({ canvasElement }) => {
    const links = within(await listOf(canvasElement)).getAllByRole('link');
    expect(links).toHaveLength(fixtureNotifications.length);
    for (const link of links) await expect(link).toBeVisible();
    await expect(link0Text(links)).toContain('Senior Principal Distributed Systems');
    const root = document.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

const link0Text = (links: HTMLElement[]) => links[0]?.textContent ?? '';

/** The longest texts at 375 px. */
export const LongTextsSmall: Story = atSmall(LongTexts);

/** Some unread at 375 px: the bell and its count fit beside the menu button. */
export const SomeUnreadSmall: Story = atSmall(SomeUnread);
