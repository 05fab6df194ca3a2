import { clsx } from 'clsx';
import { Link } from '../../ui/link';
import type { Notification } from '../../domain/notification';
import { formatAge } from '../../lib/format';
import { Button } from '../../ui/button';
import styles from './notification-list.module.css';
import { notificationTexts as t } from './texts';

export interface NotificationListProps {
  notifications: Notification[];
  onMarkRead: (id: number) => void;
  /** Called when a notification's link is followed (e.g. to close a popover). */
  onNavigate?: () => void;
}

/** Newest first; unread ones stand out and can be marked read one by one (max height 24rem, scrolls). */
export function NotificationList({ notifications, onMarkRead, onNavigate }: NotificationListProps) {
  if (notifications.length === 0) return <p className={styles.empty}>{t.empty}</p>;
  return (
    <ul className={styles.list}>
      {notifications.map((n) => (
        <li key={n.id} className={clsx(styles.item, !n.read && styles.unread)}>
          <p className={styles.title}>
            {!n.read && <span className={styles.dot} aria-hidden="true" />}
            {!n.read && <span className="visually-hidden">{t.unread}: </span>}
            {n.title}
          </p>
          <p className={styles.message}>{n.message}</p>
          <p className={styles.meta}>
            <time dateTime={n.createdAt}>{formatAge(n.createdAt)}</time>
            {n.link && (
              <Link
                to={n.link}
                // Every item has one: the title tells them apart in a screen reader's list of links.
                aria-label={`${t.open}: ${n.title}`}
                onClick={() => {
                  if (!n.read) onMarkRead(n.id);
                  onNavigate?.();
                }}
              >
                {t.open}
              </Link>
            )}
            {!n.read && (
              <Button
                variant="ghost"
                size="small"
                className={styles.markButton}
                onClick={() => onMarkRead(n.id)}
                aria-label={`${t.markRead}: ${n.title}`}
              >
                {t.markRead}
              </Button>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
