import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useToasts } from '../../stores/toasts';
import { repository } from '../../data/repository-instance';
import { FileOpenerContext } from '../../ui/stored-image';
import { ToastList } from '../../ui/toast-list';
import { UpdateNotice } from './app-notices';
import { Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import styles from './root-layout.module.css';

/**
 * SPEC §2: every route change scrolls the page to the top. Not the first render: on a pre-rendered page the
 * visitor may already have scrolled before the app took over.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

const openFile = (url: string) => repository().files.open(url);

function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return <ToastList toasts={toasts} onDismiss={dismiss} />;
}

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <FileOpenerContext.Provider value={openFile}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">Zum Hauptinhalt springen</a>
        {navigation.state === 'loading' && <div className={styles.progress} role="progressbar" aria-label="Seite wird geladen" />}
        <ScrollToTop />
        <Header />
        <Breadcrumbs />
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <Toaster />
        <UpdateNotice />
      </div>
    </FileOpenerContext.Provider>
  );
}
