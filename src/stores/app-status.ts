import { create } from 'zustand';

interface AppStatus {
  /** A new version of the app is installed and waits; `applyUpdate` reloads into it. */
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  setUpdateReady(apply: () => void): void;
}

export const useAppStatus = create<AppStatus>()((set) => ({
  updateReady: false,
  applyUpdate: null,
  setUpdateReady: (apply) => set({ updateReady: true, applyUpdate: apply }),
}));
