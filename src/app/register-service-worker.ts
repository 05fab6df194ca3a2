import { useAppStatus } from '../stores/app-status';
import { toast } from '../stores/toasts';

const offlineReadyText = 'Die Demo ist jetzt auf diesem Gerät gespeichert und funktioniert auch ohne Internetverbindung.';

/**
 * Registers the service worker that makes every route work offline after the first visit. A new version is
 * never forced on the user: it waits until they choose to reload (a half-filled form is never lost).
 * `announceOfflineReady`: say once when the first install is complete (the demo, whose facilitators need to know
 * when they may go offline).
 */
export async function registerServiceWorker({ announceOfflineReady }: { announceOfflineReady: boolean }): Promise<void> {
  const status = useAppStatus.getState();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return status.setOffline('unsupported');
  // A worker that controls the page finished its install, and with it the precache.
  if (navigator.serviceWorker.controller) status.setOffline('ready');
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: () => status.setUpdateReady(() => void update(true)),
    onOfflineReady: () => {
      status.setOffline('ready');
      if (announceOfflineReady) toast.success(offlineReadyText);
    },
    onRegisterError: () => status.setOffline('unsupported'),
  });
}
