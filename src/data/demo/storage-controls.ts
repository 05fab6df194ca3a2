import type { DemoControls } from '../repository';

export type StorageControls = Pick<DemoControls, 'storageInfo' | 'requestPersistence' | 'inMemory'>;

/**
 * The browser's storage as the demo panel and the notices see it; it belongs to the page (persist() exists only
 * there). `opened` resolves once the store has opened: true when it keeps its data in memory only.
 */
export function storageControls(opened: Promise<boolean>): StorageControls {
  let inMemory = false;
  void opened.then((value) => (inMemory = value));
  return {
    inMemory: () => opened,
    async storageInfo() {
      const estimate = await navigator.storage?.estimate?.();
      const persisted = (await navigator.storage?.persisted?.()) ?? false;
      return { usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted, inMemory };
    },
    async requestPersistence() {
      return (await navigator.storage?.persist?.()) ?? false;
    },
  };
}

/**
 * Asks the browser once to keep the demo's data for good, at the first write: a browser may clear the storage of
 * a site it was not asked to keep. Never waits and never fails the write; a store in memory has nothing to keep.
 */
export function askToKeepOnFirstWrite(controls: StorageControls): () => void {
  let asked = false;
  return () => {
    if (asked) return;
    asked = true;
    void controls
      .inMemory()
      .then((inMemory) => (inMemory ? false : controls.requestPersistence()))
      .catch(() => false);
  };
}
