import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as detail from './product-detail-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// As a browser reports a chunk it could not fetch: offline before the app was stored, or gone after a deploy.
vi.mock('./product-admin-actions', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/product-admin-actions.js');
});

test('when the admin actions cannot be loaded, the product shows and their place says why, with a reload', async () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  const user = userEvent.setup();
  await renderRoute([{ path: '/produkte/:id', loader: detail.loader, Component: detail.Component }], '/produkte/1', {
    as: ADMIN_EMAIL,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeInTheDocument();
  const actions = screen.getByRole('group', { name: 'Produkt verwalten' });
  expect(actions).toHaveTextContent('Dieser Teil der Anwendung konnte nicht geladen werden.');
  expect(within(actions).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();

  await user.click(within(actions).getByRole('button', { name: 'Neu laden' }));
  expect(reload).toHaveBeenCalledOnce();
});
