import type { FooterPage } from '../../domain/footer-page';
import type { Repository } from '../../data/repository';
import { setRepository } from '../../data/repository-instance';
import { loadSiteData, noteDataChanged } from './legal-pages';

const impressum = { id: 1, slug: 'impressum', title: 'Impressum' } as FooterPage;
const barrierefreiheit = { id: 2, slug: 'barrierefreiheit', title: 'Barrierefreiheit' } as FooterPage;

function storeAnswering(answer: () => Promise<FooterPage[]>) {
  const asked: string[] = [];
  setRepository({ footerPages: { list: (status: string) => (asked.push(status), answer()) } } as unknown as Repository);
  return asked;
}

it('reads the published footer pages once, and again only after data changed', async () => {
  let pages = [impressum];
  const asked = storeAnswering(async () => pages);
  await expect(loadSiteData()).resolves.toEqual({ legalPages: [impressum] });
  // A search keystroke re-runs the loader: nothing changed, nothing is read.
  pages = [impressum, barrierefreiheit];
  await expect(loadSiteData()).resolves.toEqual({ legalPages: [impressum] });
  expect(asked).toEqual(['published']);
  noteDataChanged();
  await expect(loadSiteData()).resolves.toEqual({ legalPages: [impressum, barrierefreiheit] });
  expect(asked).toEqual(['published', 'published']);
});

it('keeps the pages last shown when a read fails, and reads again with the next load', async () => {
  noteDataChanged();
  storeAnswering(async () => [impressum]);
  await loadSiteData();
  noteDataChanged();
  storeAnswering(() => Promise.reject(new Error('offline')));
  await expect(loadSiteData()).resolves.toEqual({ legalPages: [impressum] });
  storeAnswering(async () => [barrierefreiheit]);
  await expect(loadSiteData()).resolves.toEqual({ legalPages: [barrierefreiheit] });
});
