import type { NotificationData } from './tables/notifications.ts';

/** How often each API process deletes notifications older than 90 days. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired notifications now and then every `intervalMs` until stopped. Every process
 * runs it; the DELETE is idempotent, so several at once only find less to do. Lists already leave
 * out anything older than 90 days, so a cleanup that is late never shows an expired one.
 */
export function startNotificationCleanup(
  notifications: Pick<NotificationData, 'deleteExpired'>,
  onError: (error: unknown) => void,
  intervalMs = CLEANUP_INTERVAL_MS,
): () => void {
  const run = () => void notifications.deleteExpired().catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
