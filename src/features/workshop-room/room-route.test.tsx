import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { WorkshopRoom } from '../../domain/workshop-room';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';

const room: WorkshopRoom = {
  addresses: [{ name: 'wlan0', url: 'http://192.168.1.20:8080/' }],
  onlyHere: false,
  connected: 23,
  today: { comments: 1234, votes: 56, uploads: 7 },
  lastSavedAt: new Date(2026, 11, 2, 10, 41, 7).toISOString(),
};

async function routes(): Promise<RouteObject[]> {
  const roomRoute = await import('./room-route');
  const admin = await import('../admin/admin-route');
  return [
    { path: '/admin', ...admin },
    { path: '/admin/raum', ...roomRoute },
  ];
}

/** The page over a store whose server is a workshop server with this room. */
const renderRoom = async (shown: WorkshopRoom | null, path = '/admin/raum') =>
  renderRoute(await routes(), path, {
    as: ADMIN_EMAIL,
    arrange: async (_ctx, repo) => {
      repo.workshop.room = async () => shown;
    },
  });

test('the projector shows where the room joins, as a large address and its QR code, and the day so far', async () => {
  await renderRoom(room);
  expect(screen.getByRole('heading', { level: 1, name: 'Im Workshop mitmachen' })).toBeInTheDocument();
  const join = screen.getByRole('region', { name: 'So kommen Sie auf die Seite' });
  expect(within(join).getByRole('img', { name: 'QR-Code für http://192.168.1.20:8080/' })).toBeInTheDocument();
  expect(within(join).getByText('192.168.1.20:8080')).toBeInTheDocument();
  const day = screen.getByRole('region', { name: 'Der Tag bisher' });
  expect(
    within(day)
      .getAllByRole('listitem')
      .map((figure) => figure.textContent),
  ).toEqual([
    'Jetzt verbunden 23',
    'Kommentare heute 1.234',
    'Stimmen heute 56',
    'Hochgeladene Dateien heute 7',
    'Zuletzt gespeichert 10:41:07 Uhr',
  ]);
  expect(document.title).toBe('Raum für den Beamer – KI-Kompetenzzentrum Sozialwirtschaft');
});

test('without a network the page says how the room gets an address', async () => {
  await renderRoom({ ...room, addresses: [] });
  expect(screen.getByText(/Kein Netzwerk gefunden/)).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /QR-Code/ })).not.toBeInTheDocument();
});

test('a server without a room (the demo, the provider) has no such page and no link to it', async () => {
  await renderRoom(null);
  expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
  await renderRoom(null, '/admin');
  // The first tab's table has loaded: nothing of the admin area is still on its way when the test ends.
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Raum für den Beamer' })).not.toBeInTheDocument();
});

test("a workshop server's admin area links the room", async () => {
  await renderRoom(room, '/admin');
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Raum für den Beamer' })).toHaveAttribute('href', '/admin/raum');
});
