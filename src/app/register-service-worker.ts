import { useAppStatus } from '../stores/app-status';

/**
 * Registers the service worker that makes every route work offline after the first visit. A new version is
 * never forced on the user: it waits until they choose to reload (a half-filled form is never lost).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { registerSW } = await import('virtual:pwa-register');
  const update = registerSW({
    onNeedRefresh: () => useAppStatus.getState().setUpdateReady(() => void update(true)),
  });
}
