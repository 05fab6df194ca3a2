/** The first `limit` items of a list (of a query) and how many the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** A page cut from a whole list: what the adapters do where the store cannot read just the page. */
export function firstOf<T>(all: readonly T[], limit: number): Page<T> {
  return { items: all.slice(0, limit), total: all.length };
}
