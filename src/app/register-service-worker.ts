import { useAppStatus } from '../stores/app-status';
import { toast } from '../stores/toasts';
import { reloadAsAgreed } from '../stores/unsaved-input';

/** A tab left open for hours (a workshop) still hears of a new version: at most this often, and on return to it. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const UPDATE_CHECK_ON_RETURN_MS = 10 * 60 * 1000;

/**
 * Registers the service worker that makes every route work offline after the first visit. A new version is
 * never forced on anyone: it waits until the visitor chooses to reload (a half-filled form is never lost).
 * `announceOfflineReady`: say once when the first install is complete (the demo, whose facilitators need to know
 * when they may go offline).
 */
export async function registerServiceWorker({
  announceOfflineReady,
}: {
  announceOfflineReady: boolean;
}): Promise<void> {
  const status = useAppStatus.getState();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return status.setOffline('unsupported');
  // A worker that controls the page finished its install, and with it the precache.
  if (navigator.serviceWorker.controller) status.setOffline('ready');
  const { registerSW } = await import('virtual:pwa-register');
  let requestedHere = false;
  // The new version has taken over. Asked for in this tab: reload now. Asked for in another tab: this tab's code
  // belongs to the old version and must reload before it loads more, but only when its visitor says so. (The
  // first install's claim of the tab changes the controller too, from none; that is no update.)
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const wasControlled = controlled;
    controlled = true;
    if (!wasControlled) return;
    if (requestedHere) reloadAsAgreed();
    else offerUpdate(reloadAsAgreed);
  });
  const update = registerSW({
    onNeedRefresh: () =>
      offerUpdate(() => {
        requestedHere = true;
        void update(true);
      }),
    // Handled on 'controllerchange' above: the library would reload every tab at once, typed input and all, and
    // it misses a tab that was not yet controlled when it registered (the first visit's).
    onNeedReload: () => {},
    onOfflineReady: () => {
      status.setOffline('ready');
      // The flag written out: the api build, which never announces, then carries no import of the notice.
      if (import.meta.env.VITE_DATA_SOURCE !== 'api' && announceOfflineReady)
        void import('./announce-offline-ready').then((notice) => notice.announceOfflineReady(toast.success));
    },
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdatesNowAndThen(registration);
    },
    onRegisterError: () => status.setOffline('unsupported'),
  });
}

/**
 * Shows the notice of a new version once its code is loaded, with the question it may ask. Loaded while a new
 * version waits, they come from this version's files in the cache; once the new version has taken over (in any
 * tab), those files are gone from the cache and may be gone from the host. A notice that cannot load says so.
 */
function offerUpdate(apply: () => void) {
  void Promise.allSettled([import('./layout/update-notice'), import('./layout/update-confirm')]).then(() =>
    useAppStatus.getState().setUpdateReady(apply),
  );
}

function checkForUpdatesNowAndThen(registration: ServiceWorkerRegistration) {
  let lastCheck = Date.now();
  const check = () => {
    if (!navigator.onLine) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline or the host is away: the next check tries again.
    });
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > UPDATE_CHECK_ON_RETURN_MS) check();
  });
}
