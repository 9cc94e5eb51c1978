/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The signed-in user's list and unread count: cleared with the session. */
  list: () => [...notificationKeys.all, 'list'] as const,
};
