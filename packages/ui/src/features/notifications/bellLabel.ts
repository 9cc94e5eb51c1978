/** The bell's accessible name: how many are unread, when any are (a module of its own: the shell's). */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
