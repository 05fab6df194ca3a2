import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useToasts } from '../../stores/toasts';
import { repository } from '../../data/repository-instance';
import { FileOpenerContext } from '../../ui/stored-image';
import { ToastList } from '../../ui/toast-list';
import { UpdateNoticeWhenReady } from './app-notices';
import { MemoryStoreNotice } from './memory-store-notice';
import { Breadcrumbs } from './breadcrumbs';
import { FocusOnRouteChange } from './focus-on-route-change';
import { Footer } from './footer';
import { Header } from './header';
import { useLegalPages } from './legal-pages';
import styles from './root-layout.module.css';

/**
 * SPEC §2: every route change scrolls the page to the top. Going back or forward in the browser's history
 * returns to where the visitor was on that page instead (the browser's own restoring comes before the page's
 * content is there). Not the first render: on a pre-rendered page the visitor may already have scrolled before
 * the app took over.
 */
function ScrollOnRouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ key: location.key, pathname: location.pathname });
  const positions = useRef(new Map<string, number>());
  useEffect(() => {
    // The browser's own restoring would scroll at the popstate, before the new page is there, and the listener
    // below would file that position under the page being left.
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current.set(shown.current.key, window.scrollY);
    // A visitor may have scrolled the pre-rendered page before the app started.
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);
  // Before the paint, so the new page never shows at the old position.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = { key: location.key, pathname: location.pathname };
    const saved = navigationType === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (previous.pathname !== location.pathname) window.scrollTo(0, 0);
  }, [location.key, location.pathname, navigationType]);
  return null;
}

const openFile = (url: string) => repository().files.open(url);

function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const { dismiss, pause, resume } = useToasts.getState();
  return <ToastList toasts={toasts} onDismiss={dismiss} onPause={pause} onResume={resume} />;
}

/** The site's frame around every page: the header and what belongs to no page; the page's frame goes in its outlet. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <FileOpenerContext.Provider value={openFile}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          Zum Hauptinhalt springen
        </a>
        {navigation.state === 'loading' && (
          <div className={styles.progress} role="progressbar" aria-label="Seite wird geladen" />
        )}
        <ScrollOnRouteChange />
        <FocusOnRouteChange />
        <Header />
        {import.meta.env.VITE_DATA_SOURCE !== 'api' && <MemoryStoreNotice />}
        <Outlet />
        <Toaster />
        <UpdateNoticeWhenReady />
      </div>
    </FileOpenerContext.Provider>
  );
}

function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

/** A page with its breadcrumbs and the footer, below the site's header (the site data's route, router.tsx). */
export function PageFrame() {
  return (
    <>
      <Breadcrumbs />
      <PageMain>
        <Outlet />
      </PageMain>
      <Footer legalPages={useLegalPages()} />
    </>
  );
}

/**
 * In the page's place while the app's first page loads: the header stands above it, and the breadcrumbs and the
 * footer come with the page, so that nothing on screen is pushed aside when it arrives.
 */
export function FirstPageLoading() {
  return (
    <PageMain>
      <p className="app-loading" role="status">
        Laden...
      </p>
    </PageMain>
  );
}
