import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerServiceWorker } from './app/register-service-worker';
import { createAppRouter } from './app/router';
import { createRepository } from './data/create-repository';
import { setRepository } from './data/repository-instance';
import { readEnv } from './lib/env';
import { useSession } from './stores/session';
import { toast } from './stores/toasts';
import './ui/tokens.css';

async function start() {
  const env = readEnv();
  let router: ReturnType<typeof createAppRouter> | null = null;
  let staleNoticeShown = false;
  const repository = await createRepository({
    ...env,
    getToken: () => useSession.getState().token,
    onUnauthorized: () => {
      const hadSession = useSession.getState().token !== null;
      useSession.getState().clear();
      if (hadSession) void router?.navigate('/login');
    },
    onStale: () => {
      // One notice per burst of reads, not one per list.
      if (staleNoticeShown) return;
      staleNoticeShown = true;
      toast.warning('Keine Verbindung zum Server – angezeigt werden zuletzt geladene Daten, die veraltet sein können.');
      setTimeout(() => (staleNoticeShown = false), 10_000);
    },
  });
  setRepository(repository);
  router = createAppRouter();

  // Any write (in this tab or another) re-runs the loaders of the current screen; bursts become one.
  let pending = false;
  repository.subscribe(() => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      void router?.revalidate();
    });
  });

  void registerServiceWorker();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root fehlt in index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<main style="font-family:system-ui;padding:2rem;max-width:40rem;margin:auto"><h1>Die Anwendung konnte nicht starten</h1>' +
      '<p>Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.</p></main>';
  }
  console.error(error);
});
