import type { Notification } from '@edugate/api-client';
import { Link } from 'react-router-dom';
import { longDate } from '../../../../dates';
import { visuallyHidden } from '../../../../theme/utilities.css';
import { notificationLink } from '../../links';
import { notificationSentence, notificationTexts } from '../../texts';
import * as styles from './NotificationItem.css';

export interface NotificationItemProps {
  notification: Notification;
  /** Called when the reader follows the notification's link (the screen marks it read). */
  onOpen: (notification: Notification) => void;
}

/** One notification: what happened, as a link to what it is about, and when; unread stands out. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.read;
  return (
    <li className={[styles.item, unread ? styles.unread : ''].filter(Boolean).join(' ')}>
      <span className={[styles.dot, unread ? '' : styles.dotRead].join(' ')} aria-hidden="true" />
      <div className={styles.body}>
        <Link
          to={notificationLink(notification)}
          className={styles.link}
          onClick={() => onOpen(notification)}
        >
          {unread ? (
            <span className={visuallyHidden}>{`${notificationTexts.unread}: `}</span>
          ) : null}
          {notificationSentence(notification)}
        </Link>
        <time className={styles.meta} dateTime={notification.createdAt}>
          {longDate(notification.createdAt)}
        </time>
      </div>
    </li>
  );
}
