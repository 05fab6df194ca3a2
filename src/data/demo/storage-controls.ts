import type { DemoControls } from '../repository';

/** The browser's storage figures for the demo panel; they belong to the page (persist() exists only there). */
export const storageControls: Pick<DemoControls, 'storageInfo' | 'requestPersistence'> = {
  async storageInfo() {
    const estimate = await navigator.storage?.estimate?.();
    const persisted = (await navigator.storage?.persisted?.()) ?? false;
    return { usageBytes: estimate?.usage ?? null, quotaBytes: estimate?.quota ?? null, persisted };
  },
  async requestPersistence() {
    return (await navigator.storage?.persist?.()) ?? false;
  },
};
