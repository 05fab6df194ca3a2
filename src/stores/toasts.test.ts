import { toast, useToasts, TOAST_EXIT_MS, TOAST_LIFETIME_MS } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
  useToasts.setState({ toasts: [] });
});
afterEach(() => vi.useRealTimers());

const shown = () => useToasts.getState().toasts.map((t) => [t.type, t.message, t.leaving]);

test('the same message again replaces the one on screen; other messages and types stay', () => {
  toast.info('Diese Aufgabe gibt es nicht mehr.');
  toast.success('Gespeichert');
  const again = toast.info('Diese Aufgabe gibt es nicht mehr.');
  toast.error('Gespeichert');
  expect(shown()).toEqual([
    ['success', 'Gespeichert', false],
    ['info', 'Diese Aufgabe gibt es nicht mehr.', false],
    ['error', 'Gespeichert', false],
  ]);
  expect(useToasts.getState().toasts[1]!.id).toBe(again);
});

test('a toast leaves 5 s after it was shown, with its exit animation, and the replacement lives its own 5 s', () => {
  toast.info('Hinweis');
  vi.advanceTimersByTime(3000);
  toast.info('Hinweis');
  vi.advanceTimersByTime(TOAST_LIFETIME_MS - 3000);
  // The first one's timer finds nothing to dismiss: the replacement stays.
  expect(shown()).toEqual([['info', 'Hinweis', false]]);
  vi.advanceTimersByTime(3000);
  expect(shown()).toEqual([['info', 'Hinweis', true]]);
  vi.advanceTimersByTime(TOAST_EXIT_MS);
  expect(shown()).toEqual([]);
});

test('a toast shown while the toasts are paused starts its 5 s when they resume; an error has none to start', () => {
  const { pause, resume } = useToasts.getState();
  pause();
  toast.success('Gespeichert');
  toast.error('Fehler beim Speichern der Seite');
  vi.advanceTimersByTime(10_000);
  resume();
  vi.advanceTimersByTime(TOAST_LIFETIME_MS - 1);
  expect(shown()).toEqual([
    ['success', 'Gespeichert', false],
    ['error', 'Fehler beim Speichern der Seite', false],
  ]);
  vi.advanceTimersByTime(1);
  expect(shown()).toEqual([
    ['success', 'Gespeichert', true],
    ['error', 'Fehler beim Speichern der Seite', false],
  ]);
});

test('a lasting toast (a state such as a lost connection) stays until it is dismissed', () => {
  const id = useToasts.getState().show('Keine Verbindung zum Server', 'warning', true);
  vi.advanceTimersByTime(10 * TOAST_LIFETIME_MS);
  expect(shown()).toEqual([['warning', 'Keine Verbindung zum Server', false]]);
  useToasts.getState().dismiss(id);
  vi.advanceTimersByTime(TOAST_EXIT_MS);
  expect(shown()).toEqual([]);
});
