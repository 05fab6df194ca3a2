import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Set while the 0.2 s exit animation plays. */
  leaving: boolean;
}

/** SPEC §9: a toast disappears 5 s after creation unless dismissed earlier. */
export const TOAST_LIFETIME_MS = 5000;
export const TOAST_EXIT_MS = 200;

interface ToastState {
  toasts: Toast[];
  /** `lasting`: stays until dismissed (a state, such as a lost connection, rather than an event). */
  show(message: string, type?: ToastType, lasting?: boolean): number;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  toasts: [],
  show(message, type = 'info', lasting) {
    const id = nextId++;
    // The same message again (a screen read twice, a save that fails twice) replaces the one on screen: one
    // toast, announced anew.
    const others = get().toasts.filter((t) => t.leaving || t.type !== type || t.message !== message);
    set({ toasts: [...others, { id, type, message, leaving: false }] });
    if (!lasting) setTimeout(() => get().dismiss(id), TOAST_LIFETIME_MS);
    return id;
  },
  dismiss(id) {
    const toast = get().toasts.find((t) => t.id === id);
    if (!toast || toast.leaving) return;
    set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) });
    setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), TOAST_EXIT_MS);
  },
}));

/** Shorthand for code outside components (actions, loaders). */
export const toast = {
  success: (message: string) => useToasts.getState().show(message, 'success'),
  error: (message: string) => useToasts.getState().show(message, 'error'),
  warning: (message: string) => useToasts.getState().show(message, 'warning'),
  info: (message: string) => useToasts.getState().show(message, 'info'),
};
