import { act, render, screen } from '@testing-library/react';
import { OfflineBadge } from './app-notices';

function goOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => vi.restoreAllMocks());

test('one live region stays in the header: empty while online, then Offline, then Wieder online', () => {
  render(<OfflineBadge demo />);
  const region = screen.getByRole('status');
  expect(region).toHaveTextContent(/^$/);

  goOnline(false);
  expect(screen.getByRole('status')).toBe(region);
  expect(region).toHaveTextContent('Offline: die Demo funktioniert weiter');
  expect(region).toHaveAttribute('title', 'Offline – die Demo funktioniert weiter');

  goOnline(true);
  expect(screen.getByRole('status')).toBe(region);
  expect(region).toHaveTextContent('Wieder online');
});
