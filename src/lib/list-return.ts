/**
 * Location state a filtered list gives its detail links, so that 'back to the list' (the detail page's link and
 * the breadcrumb) returns to the list as the visitor left it, search and filters included, as the browser's
 * back button does.
 */
export interface ListReturnState {
  listSearch: string;
}

export const listReturnState = (search: string): ListReturnState => ({ listSearch: search });

/** The list's query string ('?q=…') carried in a location's state; '' when the visit did not come from the list. */
export function listSearchFrom(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('listSearch' in state)) return '';
  const { listSearch } = state;
  return typeof listSearch === 'string' && listSearch.startsWith('?') ? listSearch : '';
}
