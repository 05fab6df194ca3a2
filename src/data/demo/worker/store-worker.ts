// The demo store's own thread: Dexie, the seed and every query run here, off the page's main thread.
import { createDemoRepository } from '../create-demo-repository';
import { serveRepository, type Endpoint } from './serve-repository';

let token: string | null = null;
const repository = await createDemoRepository({ getToken: () => token });
serveRepository(self as unknown as Endpoint, repository, (current) => (token = current));
