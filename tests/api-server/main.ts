// The IndexedDB of the e2e API server is fake-indexeddb. It must be installed before Dexie loads, and the
// bundler hoists the server's shared chunks (which import Dexie) above its own imports: load it afterwards.
import 'fake-indexeddb/auto';

await import('./server');
