import type { HttpClient } from './client';
import { answerOf, listOf, parseData } from './parse';
import type { Reader } from './read-plan';

/** Where an admin-managed collection lives, how its entries read, and what each call says when it fails. */
export interface AdminCollection<T> {
  path: string;
  entry: (id: number) => string;
  read: Reader<T>;
  /** The list's name in the console when an entry cannot be read. */
  resource: string;
  /** Without `save`, a refused write says what the client says for any request. */
  failed: { load: string; save?: string; remove: string };
}

/**
 * The four calls the admin makes on a collection (SPEC §7): list, create, update by id and delete by id, each
 * write read back from the answer.
 */
export function adminCollectionCalls<T>(http: HttpClient, { path, entry, read, resource, failed }: AdminCollection<T>) {
  return {
    list: async () => parseData(listOf(read, resource), await http.get(path, { fallback: failed.load })),
    create: async (draft: unknown) => http.post(path, { json: draft }, answerOf(read), { fallback: failed.save }),
    update: async (id: number, draft: unknown) =>
      http.put(entry(id), { json: draft }, answerOf(read), { fallback: failed.save }),
    remove: async (id: number) => {
      await http.delete(entry(id), { fallback: failed.remove });
    },
  };
}
