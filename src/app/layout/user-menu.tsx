import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LayoutDashboard } from '../../ui/icons/layout-dashboard';
import { LogOut } from '../../ui/icons/log-out';
import { Settings } from '../../ui/icons/settings';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { nameInitials } from '../../lib/format';
import type { User } from '../../domain/user';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import styles from './user-menu.module.css';

// Signing in again over a form whose session the server ended (decision 011): rare, so loaded only then.
const SessionExpiredDialog = lazy(() => import('../../features/auth/session-expired-dialog'));

/**
 * A session the server ended while a form held unsaved input: the dialog to sign in again. It lives with the
 * user menu, which is there for as long as someone is signed in (also while expired), so the first visit's
 * script carries neither.
 */
export function SessionExpiredNotice() {
  const expired = useSession((s) => s.expired);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}

/** Avatar (or initial) with name, opening Dashboard, Admin-Bereich (admins) and Abmelden. */
export function UserMenu({ user, isAdmin }: { user: User; isAdmin: boolean }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  function logout() {
    // The request takes the token with it when it starts. The session ends at once, whatever the server answers
    // or whether it answers at all (offline, an expired token, a server that hangs): nothing read afterwards is
    // read, or cached, as this user.
    const request = repository().auth.logout();
    useSession.getState().clear();
    navigate('/login');
    request.catch(() => {});
  }

  return (
    <>
      {/* Not modal: the page stays readable to screen readers while the menu is open (a modal menu hid it with
      aria-hidden while its links stayed focusable). Tab closes the menu, as the menu-button pattern has it;
      the focus goes back to the button. */}
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger className={styles.trigger} aria-label={`Benutzermenü von ${user.name}`}>
          {user.avatar ? (
            <img className={styles.avatar} src={user.avatar} alt="" width={32} height={32} />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {nameInitials(user.name, false)}
            </span>
          )}
          <span className={styles.name}>{user.name}</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className={styles.content}
            align="end"
            sideOffset={6}
            collisionPadding={8}
            onKeyDown={(event) => {
              if (event.key === 'Tab') setOpen(false);
            }}
          >
            {/* Below wide screens the button shows the avatar only: the menu names who is signed in. */}
            <DropdownMenu.Label className={styles.who}>
              <span className={styles.whoName}>{user.name}</span>
              <span className={styles.whoEmail}>{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/dashboard')}>
              <LayoutDashboard size={16} aria-hidden="true" /> Dashboard
            </DropdownMenu.Item>
            {isAdmin && (
              <DropdownMenu.Item className={styles.item} onSelect={() => navigate('/admin')}>
                <Settings size={16} aria-hidden="true" /> Admin-Bereich
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item className={styles.item} onSelect={logout}>
              <LogOut size={16} aria-hidden="true" /> Abmelden
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <SessionExpiredNotice />
    </>
  );
}
