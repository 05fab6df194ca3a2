import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '../../domain/notification';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';

/** The dashboard's notification panel as a link target (the bell's 'Alle im Dashboard anzeigen'). */
export const NOTIFICATIONS_ANCHOR = 'benachrichtigungen';

export interface NotificationsState {
  notifications: Notification[] | null;
  failed: boolean;
  unreadCount: number;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
}

/**
 * The signed-in user's notifications, re-read whenever the data changes (also from another tab) and whenever
 * someone else signs in: a list read for the previous user is never shown as the new one's.
 */
export function useNotifications(enabled = true): NotificationsState {
  const userId = useSession((state) => state.user?.id ?? null);
  const [loaded, setLoaded] = useState<{ userId: number | null; list: Notification[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const notifications = loaded && loaded.userId === userId ? loaded.list : null;

  useEffect(() => {
    // Signed out (a logout just now): there is nobody to read for, and the call would only be refused.
    if (!enabled || userId === null) return;
    let active = true;
    const load = () =>
      repository()
        .notifications.list()
        .then((list) => {
          if (!active) return;
          setLoaded({ userId, list });
          setFailed(false);
        })
        .catch(() => active && setFailed(true));
    void load();
    const unsubscribe = repository().subscribe(() => void load());
    return () => {
      active = false;
      unsubscribe();
    };
  }, [enabled, userId]);

  const markRead = useCallback(async (id: number) => {
    try {
      await repository().notifications.markRead(id);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, []);

  const markAllRead = useCallback(async () => {
    try {
      await repository().notifications.markAllRead();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }, []);

  const unreadCount = notifications?.filter((n) => !n.read).length ?? 0;
  return { notifications, failed, unreadCount, markRead, markAllRead };
}
