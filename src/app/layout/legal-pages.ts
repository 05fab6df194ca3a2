import { useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { FooterPage } from '../../domain/footer-page';
import { repository } from '../../data/repository-instance';

export const ROOT_ROUTE_ID = 'root';

interface RootData {
  legalPages: FooterPage[];
}

let lastLoaded: FooterPage[] = [];

/**
 * The footer's published pages, loaded with every page (the root route's loader), so a pre-rendered page carries
 * them in its markup and its data. A failed load keeps the pages last shown (none at first): the footer never
 * turns a page into an error.
 */
export async function loadRootData(): Promise<RootData> {
  try {
    lastLoaded = await repository().footerPages.list('published');
  } catch {
    // Keeps lastLoaded.
  }
  return { legalPages: lastLoaded };
}

/**
 * Not on every navigation: only when the data changed (the app re-validates after any write, SPEC §2: the footer
 * refreshes on a subscription event) or a form was submitted.
 */
export function shouldReloadRootData({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod !== undefined || currentUrl.href === nextUrl.href;
}

export function useLegalPages(): FooterPage[] {
  const data = useRouteLoaderData(ROOT_ROUTE_ID) as RootData | undefined;
  return data?.legalPages ?? [];
}
