import { Bell } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../../paths';
import { useUnreadCount } from '../../unreadCount';
import { bellLabel } from '../../bellLabel';
import * as styles from './NotificationBell.css';

/**
 * The navbar's bell (signed in): a link to /notifications named with the unread count
 * ('Notifications, 2 unread'); the count is drawn beside it, capped at 99+.
 */
export function NotificationBell({
  className,
  withText = false,
  onNavigate,
}: {
  className?: string;
  /** 'Notifications' written beside the bell (in a menu of text links). */
  withText?: boolean;
  onNavigate?: () => void;
}) {
  const unread = useUnreadCount();
  return (
    <NavLink
      to={paths.notifications.href()}
      className={[withText ? styles.withText : styles.bell, className].filter(Boolean).join(' ')}
      aria-label={bellLabel(unread)}
      onClick={onNavigate}
    >
      <Bell size={22} aria-hidden="true" />
      {withText ? <span aria-hidden="true">Notifications</span> : null}
      {unread > 0 ? (
        <span
          className={withText ? styles.inlineCount : styles.count}
          aria-hidden="true"
          data-testid="notification-count"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
