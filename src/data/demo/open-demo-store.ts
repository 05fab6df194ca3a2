import type { Repository } from '../repository';
import { connectWorkerRepository } from './worker/connect-repository';

/**
 * The demo store, in a worker where the browser has them: opening the database, writing the seed on a first
 * visit and answering queries then never block the page (docs/decisions/006-demo-store-in-a-worker.md). Without
 * workers (the unit tests), or if the worker cannot start, the store runs in the page as before.
 */
export async function openDemoStore(getToken: () => string | null): Promise<Repository> {
  if (typeof Worker !== 'undefined') {
    try {
      return await startWorker(getToken);
    } catch (error) {
      console.warn('Demo-Speicher läuft ohne eigenen Thread:', error);
    }
  }
  const { createDemoRepository } = await import('./create-demo-repository');
  return createDemoRepository({ getToken });
}

function startWorker(getToken: () => string | null): Promise<Repository> {
  const worker = new Worker(new URL('./worker/store-worker.ts', import.meta.url), { type: 'module', name: 'demo-store' });
  return new Promise((resolve, reject) => {
    let started = false;
    // Only a failure before the store reported back is a failed start; later errors are the calls' business.
    worker.addEventListener('error', (event) => {
      if (started) return;
      worker.terminate();
      reject(new Error(event.message || 'Worker konnte nicht starten'));
    });
    void connectWorkerRepository(worker, getToken).then((repository) => {
      started = true;
      resolve(repository);
    });
  });
}
