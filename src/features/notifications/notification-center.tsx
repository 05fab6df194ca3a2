import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { useShownRows } from '../../ui/use-shown-rows';
import { firstHeading, useFocusRescue } from '../../ui/use-focus-rescue';
import styles from './notification-center.module.css';
import { NotificationList } from './notification-list';
import { NotificationSettings } from './notification-settings';
import { notificationTexts as t } from './texts';
import { NOTIFICATIONS_ANCHOR, useNotificationPanel } from './notification-data';

/** Newest first; a long history pages instead of pushing the settings off the page. */
const NOTIFICATIONS_PER_STEP = 10;

/** The dashboard's notification panel: list, mark one or all read, and the settings. */
export function NotificationCenter() {
  const { notifications, failed, unreadCount, markRead, markAllRead } = useNotificationPanel();
  const shown = useShownRows(notifications ?? [], NOTIFICATIONS_PER_STEP, 'benachrichtigungen');
  // Marking read removes the button that was pressed.
  const region = useRef<HTMLElement>(null);
  useFocusRescue(region, firstHeading);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${NOTIFICATIONS_ANCHOR}`) return;
    // After the root's scroll to the top (a layout effect) and the focus on the page's title (an earlier effect).
    region.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [hash, key]);
  return (
    <section
      ref={region}
      id={NOTIFICATIONS_ANCHOR}
      className={styles.center}
      aria-labelledby="notifications-heading"
      style={{ scrollMarginTop: 'calc(var(--header-height) + 1rem)' }}
    >
      <div className={styles.box}>
        <div className={styles.head}>
          <h2 ref={heading} id="notifications-heading" tabIndex={-1}>
            {t.heading}
          </h2>
          {unreadCount > 0 && (
            <Button variant="secondary" size="small" onClick={markAllRead}>
              {t.markAllRead}
            </Button>
          )}
        </div>
        {failed && <Alert tone="error">{t.loadFailed}</Alert>}
        {notifications === null && !failed && (
          <div style={{ padding: '1rem', display: 'grid', gap: '0.5rem' }}>
            <Skeleton height="3.5rem" />
            <Skeleton height="3.5rem" />
          </div>
        )}
        {/* After a failed first read there is no list to call empty; a later failure keeps the last one read. */}
        {notifications !== null && <NotificationList notifications={shown.shown} onMarkRead={markRead} />}
        {shown.more}
      </div>
      <NotificationSettings />
    </section>
  );
}
