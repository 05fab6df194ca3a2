export const DEMO_DB_NAME = 'kiz-demo';

/**
 * Whether this browser has never opened the demo store. Its first start would then write exactly the sample
 * data the public pages were pre-rendered from (decision 008). False where the browser cannot tell
 * (no `indexedDB.databases()`), so the app then reads the store as on any later visit.
 */
export async function isFirstVisit(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return !databases.some((database) => database.name === DEMO_DB_NAME);
  } catch {
    return false;
  }
}
