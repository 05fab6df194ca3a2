import { clsx } from 'clsx';
import { ExternalLink } from '../../ui/icons/external-link';
import { Menu } from '../../ui/icons/menu';
import { X } from '../../ui/icons/x';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/link';
import { site } from '../../lib/site';
import { repository } from '../../data/repository-instance';
import { selectIsAdmin, useSession } from '../../stores/session';
import { Button, buttonClass } from '../../ui/button';
import { OfflineBadge } from './app-notices';
import { LoadBoundary } from '../load-boundary';
import { DemoBadge } from './demo-badge';
import styles from './header.module.css';
import { NewTabHint } from '../../ui/new-tab-hint';

// Signed-in widgets (Radix menu and popover) load only for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** SPEC §2: the header changes once the page has scrolled past 10 px. */
const SCROLL_THRESHOLD_PX = 10;

/** The header's sections; the one shown (its path or below it) is marked as the current page. */
const sections: [to: string, label: string][] = [
  ['/produkte', 'Produkte'],
  ['/services', 'Services'],
  ['/kontakt', 'Kontakt'],
];
const adminSection: [to: string, label: string] = ['/admin', 'Admin'];

function NavItems({ isAdmin, pathname }: { isAdmin: boolean; pathname: string }) {
  const shown = pathname.toLowerCase();
  return (
    <ul className={styles.navList}>
      <li>
        <a className={styles.navLink} href={site.academyUrl} target="_blank" rel="noopener noreferrer">
          KI-Akademie <ExternalLink size={14} aria-hidden="true" />
          <NewTabHint />
        </a>
      </li>
      {(isAdmin ? [...sections, adminSection] : sections).map(([to, label]) => {
        const current = shown === to || shown.startsWith(`${to}/`);
        return (
          <li key={to}>
            <Link
              className={clsx(styles.navLink, current && styles.active)}
              to={to}
              aria-current={current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function Header() {
  const user = useSession((s) => s.user);
  const isAdmin = useSession(selectIsAdmin);
  const [scrolled, setScrolled] = useState(false);
  // The mobile menu belongs to the navigation it was opened on, so following any link closes it, also one to
  // the page already shown (the logo on /, 'Produkte' on a filtered catalogue).
  const location = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const isDemo = repository().demo !== null;

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Escape closes the open menu, as it closes dialogs, and leaves the focus on its button; so does a tap
  // outside the header, where the menu is in the way.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setMenuOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <header ref={header} className={clsx(styles.header, scrolled && styles.scrolled)}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className={styles.brandText}>
            KI-Kompetenzzentrum <small>Sozialwirtschaft</small>
          </span>
        </Link>
        <nav className={styles.nav} aria-label="Hauptnavigation">
          <NavItems isAdmin={isAdmin} pathname={location.pathname} />
        </nav>
        <div className={styles.actions}>
          <OfflineBadge demo={isDemo} />
          {/* The flag written out: the api build then drops the badge and its icon. */}
          {import.meta.env.VITE_DATA_SOURCE !== 'api' && isDemo && <DemoBadge />}
          {user ? (
            <LoadBoundary>
              <Suspense fallback={<span className={styles.widgetSpace} aria-hidden="true" />}>
                <NotificationBell />
                <UserMenu user={user} isAdmin={isAdmin} />
              </Suspense>
            </LoadBoundary>
          ) : (
            <div className={styles.guestLinks}>
              <Link className={buttonClass('ghost', 'small')} to="/login">
                Login
              </Link>
              <Link className={buttonClass('primary', 'small')} to="/register">
                Registrieren
              </Link>
            </div>
          )}
          <Button
            ref={menuButton}
            variant="ghost"
            size="small"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            <span className="visually-hidden">{menuOpen ? 'Menü schließen' : 'Menü öffnen'}</span>
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-navigation" className={styles.mobileNav} aria-label="Mobile Navigation">
          <NavItems isAdmin={isAdmin} pathname={location.pathname} />
          {!user && (
            <div className={styles.mobileGuestLinks}>
              <Link className={buttonClass('secondary')} to="/login">
                Login
              </Link>
              <Link className={buttonClass('primary')} to="/register">
                Registrieren
              </Link>
            </div>
          )}
        </nav>
      )}
    </header>
  );
}
