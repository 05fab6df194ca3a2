// Answers /api/* from a demo store in this process (fake-indexeddb must be installed before Dexie loads),
// through the façade the contract suite uses. Shared by the e2e API server and `npm run dev:api`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApiFacade } from './api-facade';
import { demoSeedSource } from '../src/data/demo/create-demo-repository';
import { openDemoDatabase, type DemoDatabase } from '../src/data/demo/db';
import { seedIfAbsent } from '../src/data/demo/seed';

export interface FacadeHandler {
  db: DemoDatabase;
  /** Answers the request when its path is under /api/ and says whether it did. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function createFacadeHandler(databaseName: string): Promise<FacadeHandler> {
  const db = openDemoDatabase(databaseName);
  await seedIfAbsent(db, demoSeedSource, new Date());
  const facade = createApiFacade({ db, seed: demoSeedSource });
  return {
    db,
    async handle(req, res, url) {
      if (!url.pathname.startsWith('/api/')) return false;
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
      const response = await facade.handle(new Request(url, { method: req.method, headers, body }));
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
      return true;
    },
  };
}
