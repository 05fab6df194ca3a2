import { useRepositoryRead } from '../../data/use-repository-read';
import { useSession } from '../../stores/session';
import { useInPlaceWrite } from '../shared/in-place-write';
import { NOTIFICATIONS_ACTION_PATH } from './notification-actions';

/** The dashboard's notification panel as a link target (the bell's 'Alle im Dashboard anzeigen'). */
export const NOTIFICATIONS_ANCHOR = 'benachrichtigungen';

/**
 * The signed-in user's notifications, re-read when notifications change (also from another tab) and when someone
 * else signs in; marking read posts to the route action (notification-actions.ts), whose write re-reads the list.
 */
export function useNotificationPanel() {
  const userId = useSession((state) => state.user?.id ?? null);
  // Signed out (a logout just now): there is nobody to read for, and the call would only be refused.
  const read = useRepositoryRead(
    userId === null ? null : ['notifications', userId],
    (repository) => repository.notifications.list(),
    { reads: ['notifications'] },
  );
  const markReadWrite = useInPlaceWrite<void>(NOTIFICATIONS_ACTION_PATH);
  const notifications = read.status === 'ready' ? read.data : null;
  return {
    notifications,
    failed: read.status === 'error',
    unreadCount: notifications?.filter((n) => !n.read).length ?? 0,
    markRead: (id: number) => void markReadWrite.send({ id: String(id) }),
    markAllRead: () => void markReadWrite.send({ all: 'true' }),
  };
}
