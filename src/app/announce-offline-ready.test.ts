import { toast, useToasts } from '../stores/toasts';
import { announceOfflineReady } from './announce-offline-ready';

const shown = () => useToasts.getState().toasts.map((toast) => toast.message);
const offlineReady = /funktioniert auch ohne Internetverbindung/;

beforeEach(() => useToasts.setState({ toasts: [] }));
afterEach(() => {
  document.body.innerHTML = '';
});

test('with nobody typing, the demo says at once that it works offline', () => {
  announceOfflineReady(toast.success);
  expect(shown()).toEqual([expect.stringMatching(offlineReady)]);
});

test('while someone types, the news waits until the focus has left the fields', async () => {
  document.body.innerHTML =
    '<input aria-label="Name"><textarea aria-label="Nachricht"></textarea><button>Senden</button>';
  const [name, message, send] = [
    document.querySelector('input')!,
    document.querySelector('textarea')!,
    document.querySelector('button')!,
  ];
  name.focus();
  announceOfflineReady(toast.success);
  expect(shown()).toEqual([]);

  // From one field to the next: still typing.
  message.focus();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(shown()).toEqual([]);

  send.focus();
  await vi.waitFor(() => expect(shown()).toEqual([expect.stringMatching(offlineReady)]));
  // Once only.
  name.focus();
  send.focus();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(shown()).toHaveLength(1);
});
