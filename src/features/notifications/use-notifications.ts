import { useCallback, useEffect, useState } from 'react';
import type { Notification } from '../../domain/notification';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';

export interface NotificationsState {
  notifications: Notification[] | null;
  failed: boolean;
  unreadCount: number;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
}

/** The signed-in user's notifications, re-read whenever the data changes (also from another tab). */
export function useNotifications(enabled = true): NotificationsState {
  const [notifications, setNotifications] = useState<Notification[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const load = () =>
      repository()
        .notifications.list()
        .then((list) => {
          if (!active) return;
          setNotifications(list);
          setFailed(false);
        })
        .catch(() => active && setFailed(true));
    void load();
    const unsubscribe = repository().subscribe(() => void load());
    return () => {
      active = false;
      unsubscribe();
    };
  }, [enabled]);

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
