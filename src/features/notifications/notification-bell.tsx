import * as Popover from '@radix-ui/react-popover';
import { Bell } from '../../ui/icons/bell';
import { useRef, useState, type ComponentProps } from 'react';
import { Link } from '../../ui/link';
import { Button } from '../../ui/button';
import { firstHeading, useFocusRescue } from '../../ui/use-focus-rescue';
import styles from './notification-bell.module.css';
import { NotificationList } from './notification-list';
import { notificationTexts as t } from './texts';
import { NOTIFICATIONS_ANCHOR, useNotificationPanel } from './notification-data';

/** The newest few; 'Alle anzeigen' leads to the dashboard's full list. */
const BELL_ITEMS = 10;

/** The header's bell: unread count, and a panel to read and mark notifications. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { notifications, failed, unreadCount, markRead, markAllRead } = useNotificationPanel();
  const heading = useRef<HTMLHeadingElement>(null);
  // A followed link closes the panel, and the focus belongs to the page it leads to, not back on the bell.
  const followedLink = useRef(false);
  const follow = () => {
    followedLink.current = true;
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className={styles.trigger} aria-label={t.bellLabel(unreadCount)}>
        <Bell size={20} aria-hidden="true" />
        {unreadCount > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        {/* collisionPadding keeps the panel off the screen edges on a phone, where it is nearly full width. */}
        <Panel
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t.heading}
          // On the heading, not on the first button: a keypress right after opening must not mark everything read.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            heading.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (followedLink.current) event.preventDefault();
            followedLink.current = false;
          }}
        >
          <div className={styles.head}>
            <h2 ref={heading} tabIndex={-1}>
              {t.heading}
            </h2>
            {unreadCount > 0 && (
              <Button variant="ghost" size="small" className={styles.markAll} onClick={markAllRead}>
                {t.markAllRead}
              </Button>
            )}
          </div>
          {notifications === null ? (
            failed ? (
              <p className={styles.foot} role="alert">
                {t.loadFailed}
              </p>
            ) : (
              <p className={styles.foot}>Laden...</p>
            )
          ) : (
            <NotificationList
              notifications={notifications.slice(0, BELL_ITEMS)}
              onMarkRead={markRead}
              onNavigate={follow}
            />
          )}
          <div className={styles.foot}>
            <Link to={`/dashboard#${NOTIFICATIONS_ANCHOR}`} onClick={follow}>
              {t.showAll}
            </Link>
          </div>
        </Panel>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The open panel: marking read removes the button that was pressed, and focus must stay in the panel. */
function Panel(props: ComponentProps<typeof Popover.Content>) {
  const region = useRef<HTMLDivElement>(null);
  useFocusRescue(region, firstHeading);
  return <Popover.Content ref={region} {...props} />;
}
