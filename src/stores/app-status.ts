import { create } from 'zustand';

/** Whether every screen of the app is stored on this device (the service worker's precache). */
export type OfflineReadiness = 'preparing' | 'ready' | 'unsupported';

interface AppStatus {
  /** A new version of the app is installed and waits; `applyUpdate` reloads into it. */
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  offline: OfflineReadiness;
  /** The demo store runs in memory: the browser refused it storage, and nothing survives a reload. */
  memoryStore: boolean;
  setUpdateReady(apply: () => void): void;
  setOffline(readiness: OfflineReadiness): void;
  setMemoryStore(inMemory: boolean): void;
}

export const useAppStatus = create<AppStatus>()((set) => ({
  updateReady: false,
  applyUpdate: null,
  offline: 'preparing',
  memoryStore: false,
  setUpdateReady: (apply) => set({ updateReady: true, applyUpdate: apply }),
  setOffline: (offline) => set({ offline }),
  setMemoryStore: (memoryStore) => set({ memoryStore }),
}));
