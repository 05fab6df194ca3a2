import { useRouteLoaderData } from 'react-router-dom';
import type { FooterPage } from '../../domain/footer-page';
import { repository } from '../../data/repository-instance';

export const SITE_DATA_ROUTE_ID = 'site';

export interface SiteData {
  legalPages: FooterPage[];
}

let changes = 0;
let loaded: { after: number; pages: FooterPage[] } | null = null;

/** Called for every data change (main.tsx): the next load of the site's data reads the store again. */
export function noteDataChanged(): void {
  changes++;
}

/**
 * The footer's published pages, loaded with every page (the site data route's loader, router.tsx), so a
 * pre-rendered page carries them in its markup and its data. React Router re-runs this loader whenever the search
 * changes (every keystroke of a search) and after every write (SPEC §2: the footer refreshes on a subscription
 * event): it reads only when data changed since its last read. A failed read keeps the pages last shown (none at
 * first): the footer never turns a page into an error.
 */
export async function loadSiteData(): Promise<SiteData> {
  const after = changes;
  if (loaded?.after === after) return { legalPages: loaded.pages };
  try {
    loaded = { after, pages: await repository().footerPages.list('published') };
  } catch {
    // Keeps what was loaded before.
  }
  return { legalPages: loaded?.pages ?? [] };
}

export function useLegalPages(): FooterPage[] {
  const data = useRouteLoaderData(SITE_DATA_ROUTE_ID) as SiteData | undefined;
  return data?.legalPages ?? [];
}
