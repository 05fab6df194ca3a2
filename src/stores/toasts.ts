import { create } from 'zustand';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Set while the 0.2 s exit animation plays. */
  leaving: boolean;
}

/**
 * SPEC §9: a toast disappears 5 s after creation unless dismissed earlier. The 5 s stand still while the pointer or
 * the focus is on the toasts, so they can be read to the end and closed; an error stays until it is closed.
 */
export const TOAST_LIFETIME_MS = 5000;
export const TOAST_EXIT_MS = 200;

interface ToastState {
  toasts: Toast[];
  /** `lasting`: stays until dismissed (a state, such as a lost connection, rather than an event). */
  show(message: string, type?: ToastType, lasting?: boolean): number;
  dismiss(id: number): void;
  /** The pointer or the focus came onto the toasts: their time stands still until as many resumes. */
  pause(): void;
  resume(): void;
}

let nextId = 1;
let holds = 0;

interface Clock {
  left: number;
  since?: number;
  timer?: ReturnType<typeof setTimeout>;
}

/** Each running toast's time left; kept out of the state, as it changes nothing on screen. */
const clocks = new Map<number, Clock>();

export const useToasts = create<ToastState>()((set, get) => {
  const run = (clock: Clock, id: number) => {
    clock.since = Date.now();
    clock.timer = setTimeout(() => get().dismiss(id), clock.left);
  };
  return {
    toasts: [],
    show(message, type = 'info', lasting) {
      const id = nextId++;
      // The same message again (a screen read twice, a save that fails twice) replaces the one on screen: one
      // toast, announced anew.
      const others = get().toasts.filter((t) => t.leaving || t.type !== type || t.message !== message);
      set({ toasts: [...others, { id, type, message, leaving: false }] });
      if (type !== 'error' && !lasting) {
        const clock = { left: TOAST_LIFETIME_MS };
        clocks.set(id, clock);
        if (!holds) run(clock, id);
      }
      return id;
    },
    dismiss(id) {
      // A timer still running finds the toast gone or leaving.
      clocks.delete(id);
      const toast = get().toasts.find((t) => t.id === id);
      if (!toast || toast.leaving) return;
      set({ toasts: get().toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t)) });
      setTimeout(() => set({ toasts: get().toasts.filter((t) => t.id !== id) }), TOAST_EXIT_MS);
    },
    pause() {
      if (!holds++) {
        clocks.forEach((clock) => {
          clearTimeout(clock.timer);
          clock.left -= Date.now() - clock.since!;
        });
      }
    },
    resume() {
      if (holds && !--holds) clocks.forEach(run);
    },
  };
});

/** Shorthand for code outside components (actions, loaders). */
export const toast = {
  success: (message: string) => useToasts.getState().show(message, 'success'),
  error: (message: string) => useToasts.getState().show(message, 'error'),
  warning: (message: string) => useToasts.getState().show(message, 'warning'),
  info: (message: string) => useToasts.getState().show(message, 'info'),
};
