import type { Notification } from '@edugate/api-client';
import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageSection } from '../../components/PageSection';
import { PageTitle } from '../../components/PageTitle';
import { QueryState } from '../../components/QueryState';
import { useToast } from '../../components/Toast';
import {
  NotificationItem,
  notificationTexts,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useMarkNotificationsSeen,
  useNotifications,
} from '../../features/notifications';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './Notifications.css';

/** While the first answer is on its way: three rows' worth of space, announced as busy. */
function Pending() {
  return (
    <div aria-busy="true" className={styles.list}>
      <span className={visuallyHidden}>{notificationTexts.loading}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.placeholder} />
      ))}
    </div>
  );
}

/**
 * The signed-in user's notifications, newest first: each links to what it is
 * about and is marked read when opened; 'Mark all as read' marks the rest. Being on the list sees
 * them all, which clears the navbar's count of new ones (docs/product.md, Notifications); the
 * unread ones stay marked until followed.
 */
export function Notifications() {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const { mutate: markSeen } = useMarkNotificationsSeen();
  const { toast } = useToast();

  // Also when one arrives while the list is open (the list asks again every minute).
  const unseen = notifications.data?.unseen ?? 0;
  useEffect(() => {
    if (unseen > 0) markSeen();
  }, [unseen, markSeen]);

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
  };
  const markAllRead = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast({ title: notificationTexts.allMarkedRead, tone: 'success' }),
      onError: () => toast({ title: notificationTexts.markFailed, tone: 'error' }),
    });

  return (
    <>
      <PageTitle title={notificationTexts.title} />
      <PageSection title={notificationTexts.title} headingLevel={1}>
        <QueryState
          query={notifications}
          pending={<Pending />}
          errorText={notificationTexts.loadFailed}
          isEmpty={(data) => data.notifications.length === 0}
          empty={
            <EmptyState
              title={notificationTexts.empty}
              description={notificationTexts.emptyHint}
              icon={<BellOff size={40} aria-hidden="true" />}
              headingLevel={2}
            />
          }
        >
          {(data) => (
            <>
              <div className={styles.toolbar}>
                <p className={styles.summary}>
                  {notificationTexts.caption(data.notifications.length, data.unread)}
                </p>
                {data.unread > 0 ? (
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<CheckCheck size={18} aria-hidden="true" />}
                    onClick={markAllRead}
                    disabled={markAll.isPending}
                  >
                    {notificationTexts.markAllRead}
                  </Button>
                ) : null}
              </div>
              <ul className={styles.list} aria-label={notificationTexts.title}>
                {data.notifications.map((notification) => (
                  <NotificationItem
                    key={notification._id}
                    notification={notification}
                    onOpen={open}
                  />
                ))}
              </ul>
              <p className={styles.kept}>{notificationTexts.keptFor}</p>
            </>
          )}
        </QueryState>
      </PageSection>
    </>
  );
}
