import { changedByDexieParts } from '../changed-tables';
import type { Repository } from '../repository';
import { DEMO_DB_NAME } from '../first-visit';
import { connectWorkerRepository, type WorkerEndpoint } from './worker/connect-repository';
import type { PageMessage, WorkerMessage } from './worker/protocol';

type Deliver = (event: MessageEvent<WorkerMessage>) => void;
type Sender = { postMessage(message: PageMessage): void };

/**
 * The demo store, in a worker where the browser has them: opening the database, writing the seed on a first
 * visit and answering queries then never block the page (docs/decisions/006-demo-store-in-a-worker.md). The
 * worker starts with the first call; a pre-rendered page makes it (`demo.open()`) before its hydration, after its own
 * code and paint (decisions 045, 046). Without workers (the unit tests, the build's pre-rendering) the store runs in
 * the page; if the worker cannot start, the same messages are answered in the page.
 */
export async function openDemoStore(getToken: () => string | null): Promise<Repository> {
  if (typeof Worker === 'undefined') {
    const { createDemoRepository } = await import('./create-demo-repository');
    return createDemoRepository({ getToken });
  }
  return connectWorkerRepository(storeStartedOnFirstMessage(), getToken);
}

/**
 * The channel on which Dexie tells every other page and worker of the origin that a transaction changed the
 * database (its cross-tab `storagemutated` event; the name is Dexie's, checked by open-demo-store.test.ts).
 */
export const DEXIE_CHANGES_CHANNEL = 'x-storagemutated-1';

/** An endpoint that starts the store when the first message is sent and holds messages until it is open. */
function storeStartedOnFirstMessage(): WorkerEndpoint {
  const listeners: Deliver[] = [];
  const deliver: Deliver = (event) => listeners.forEach((listener) => listener(event));
  const otherTabs = hearOtherTabsChanges(deliver);
  let store: Promise<Sender> | null = null;
  return {
    addEventListener: (_type, listener) => void listeners.push(listener),
    postMessage(message) {
      // From now on the store's own Dexie hears the other tabs.
      otherTabs?.close();
      store ??= startWorker(deliver).catch((error: unknown) => {
        console.warn('Demo-Speicher läuft ohne eigenen Thread:', error);
        return startInPage(deliver);
      });
      void store.then((sender) => sender.postMessage(message));
    },
  };
}

/**
 * Until this page starts its store, another tab's write (say, an admin's change to the catalogue this page shows)
 * is heard here, so the screen re-reads its data and with that starts the store.
 */
function hearOtherTabsChanges(deliver: Deliver): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(DEXIE_CHANGES_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<unknown>) => {
    // A message that names no table of this store says nothing precise: everything may have changed.
    const changed = changedByDexieParts(data, DEMO_DB_NAME) ?? 'everything';
    const message: WorkerMessage = { kind: 'changed', changed: changed === 'everything' ? changed : [...changed] };
    deliver(new MessageEvent<WorkerMessage>('message', { data: message }));
  };
  return channel;
}

function startWorker(deliver: Deliver): Promise<Sender> {
  const worker = new Worker(new URL('./worker/store-worker.ts', import.meta.url), {
    type: 'module',
    name: 'demo-store',
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    // Only a failure before the store reported back is a failed start; later errors are the calls' business.
    worker.addEventListener('error', (event) => {
      if (ready) return;
      worker.terminate();
      reject(new Error(event.message || 'Worker konnte nicht starten'));
    });
    worker.addEventListener('message', (event: MessageEvent<WorkerMessage>) => {
      if (event.data.kind === 'ready') {
        ready = true;
        resolve(worker);
      }
      deliver(event);
    });
  });
}

/** The worker's protocol over a channel inside the page, for a browser whose worker cannot start. */
async function startInPage(deliver: Deliver): Promise<Sender> {
  const [{ createDemoRepository }, { serveRepository }] = await Promise.all([
    import('./create-demo-repository'),
    import('./worker/serve-repository'),
  ]);
  let token: string | null = null;
  const repository = await createDemoRepository({ getToken: () => token });
  const { port1: page, port2: store } = new MessageChannel();
  page.addEventListener('message', deliver);
  page.start();
  serveRepository(store, repository, (current) => (token = current));
  store.start();
  return page;
}
