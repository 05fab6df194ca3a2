import { createMemoryRouter } from 'react-router-dom';
import { noteDataChanged } from '../../app/layout/legal-pages';
import { routes } from '../../app/router';
import { httpFixture } from '../contract/adapters';
import { setRepository } from '../repository-instance';
import { firstReads } from './first-reads';

// The page's HTML starts what the table names; a read the loaders make without it waits for the app's code, and
// one the table names that the loaders do not make is a request for nothing.

/** The GETs (path and query under the API base) the route loaders of a guest's first page at `path` make. */
async function readsOfLoaders(path: string): Promise<string[]> {
  const fixture = await httpFixture();
  setRepository(fixture.repo);
  // The footer's pages are kept once read: each render reads them anew.
  noteDataChanged();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  router.dispose();
  return fixture.calls.filter((call) => call.method === 'GET').map((call) => call.path + call.query);
}

test.each(Object.keys(firstReads.pages))('the HTML starts exactly what the loaders of %s read', async (path) => {
  expect((await readsOfLoaders(path)).sort()).toEqual([...firstReads.everyPage, ...firstReads.pages[path]!].sort());
});

test.each(['/login', '/produkte/1', '/produkte?kategorie=1', '/impressum'])(
  'on %s it starts what every page reads, and that is read',
  async (path) => {
    expect(await readsOfLoaders(path)).toEqual(expect.arrayContaining([...firstReads.everyPage]));
  },
);
