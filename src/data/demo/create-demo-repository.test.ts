import { createDemoRepository } from './create-demo-repository';
import { openDemoDatabase } from './db';
import { storedSeedVersion } from './seed';

// The seed is written in the background; the repository must still never answer from an empty store.
let counter = 0;
const dbName = () => `kiz-start-${Date.now()}-${++counter}`;

test('a call made right after start waits for the seed and sees it', async () => {
  const repo = await createDemoRepository({ getToken: () => null, dbName: dbName() });
  const [featured, categories] = await Promise.all([repo.publicProducts.featured(), repo.categories.listActive()]);
  expect(featured.length).toBeGreaterThan(0);
  expect(categories.length).toBeGreaterThan(0);
});

test('the seed is written once, and the repository keeps its synchronous parts', async () => {
  const name = dbName();
  const first = await createDemoRepository({ getToken: () => null, dbName: name });
  const products = (await first.publicProducts.list()).length;
  const second = await createDemoRepository({ getToken: () => null, dbName: name });
  expect(await second.publicProducts.list()).toHaveLength(products);
  expect(await storedSeedVersion(openDemoDatabase(name))).not.toBeNull();
  expect(second.kind).toBe('demo');
  const unsubscribe = second.subscribe(() => {});
  expect(typeof unsubscribe).toBe('function');
  unsubscribe();
});

test('listeners hear writes made after the seed, not the seed itself', async () => {
  const name = dbName();
  const repo = await createDemoRepository({ getToken: () => null, dbName: name });
  let calls = 0;
  const unsubscribe = repo.subscribe(() => calls++);
  await repo.publicProducts.list();
  expect(calls).toBe(0);
  const db = openDemoDatabase(name);
  await db.contactMessages.add({
    name: 'A',
    email: 'a@example.org',
    message: 'Hallo',
    createdAt: new Date().toISOString(),
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(calls).toBeGreaterThan(0);
  unsubscribe();
});
