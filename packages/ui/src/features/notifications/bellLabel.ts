/**
 * The bell's accessible name: how many notifications are new (arrived, unread, since the list was
 * last opened), when any are. A module of its own: the shell's.
 */
export const bellLabel = (unseen: number) =>
  unseen > 0 ? `Notifications, ${unseen} new` : 'Notifications';
