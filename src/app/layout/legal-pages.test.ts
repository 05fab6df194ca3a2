import type { FooterPage } from '../../domain/footer-page';
import type { Repository } from '../../data/repository';
import { setRepository } from '../../data/repository-instance';
import { loadRootData, shouldReloadRootData } from './legal-pages';

const page = { id: 1, slug: 'impressum', title: 'Impressum' } as FooterPage;

function repositoryAnswering(list: () => Promise<FooterPage[]>) {
  setRepository({ footerPages: { list } } as unknown as Repository);
}

it('loads the published footer pages and keeps the last ones shown when a reload fails', async () => {
  const asked: string[] = [];
  repositoryAnswering(async (status?: string) => {
    asked.push(String(status));
    return [page];
  });
  await expect(loadRootData()).resolves.toEqual({ legalPages: [page] });
  expect(asked).toEqual(['published']);
  repositoryAnswering(() => Promise.reject(new Error('offline')));
  await expect(loadRootData()).resolves.toEqual({ legalPages: [page] });
});

it('reloads after a change of data or a submitted form, not on every navigation', () => {
  const at = (path: string) => new URL(path, 'http://localhost');
  const args = (from: string, to: string, formMethod?: 'POST') =>
    ({ currentUrl: at(from), nextUrl: at(to), formMethod, currentParams: {}, nextParams: {}, defaultShouldRevalidate: true }) as Parameters<typeof shouldReloadRootData>[0];
  expect(shouldReloadRootData(args('/produkte', '/produkte'))).toBe(true);
  expect(shouldReloadRootData(args('/produkte', '/produkte?q=Pflege'))).toBe(false);
  expect(shouldReloadRootData(args('/', '/kontakt'))).toBe(false);
  expect(shouldReloadRootData(args('/kontakt', '/kontakt', 'POST'))).toBe(true);
});
