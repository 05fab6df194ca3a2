import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

async function open(tab: string) {
  const routes: RouteObject[] = [{ path: '/admin', ...(await import('./admin-route')) }];
  await renderRoute(routes, `/admin?tab=${tab}`, { as: ADMIN_EMAIL });
  return userEvent.setup();
}

/** Pastes `length` characters: typing them one by one would take minutes. */
async function overfill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, length: number) {
  await user.click(field);
  await user.paste('x'.repeat(length));
}

/** 'Speichern' refuses, and the field says why: marked invalid and described by the message. */
async function expectRefusedAt(field: HTMLElement, message: string) {
  await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

test('a start-page picture description over 5,000 characters is refused at its field', async () => {
  const user = await open('einstellungen');
  const form = await screen.findByRole('tabpanel', { name: 'Hero Sektion' });
  const description = await within(form).findByRole('textbox', { name: 'Bildbeschreibung' }, { timeout: 15_000 });
  await overfill(user, description, 5001);
  await user.click(within(form).getByRole('button', { name: 'Speichern' }));
  await expectRefusedAt(
    description,
    '„Bildbeschreibung“ darf höchstens 5.000 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
});

test("a category's description over 5,000 characters is refused at its field", async () => {
  const user = await open('kategorien');
  await user.click(await screen.findByRole('button', { name: 'Neue Kategorie' }));
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Eingliederungshilfe');
  const description = screen.getByRole('textbox', { name: 'Beschreibung' });
  await overfill(user, description, 5001);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await expectRefusedAt(
    description,
    '„Beschreibung“ darf höchstens 5.000 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
});

test("a product feature's title over 200 characters is refused at its field", async () => {
  // A stored product: its required fields are filled, so the form's only complaint is the long title.
  const user = await open('produkte&bearbeiten=1');
  const title = await screen.findByRole('textbox', { name: 'Funktion 1: Titel' });
  await user.clear(title);
  await overfill(user, title, 201);
  await user.click(screen.getByRole('button', { name: 'Veröffentlichen' }));
  await expectRefusedAt(
    title,
    '„Titel der Funktion“ darf höchstens 200 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
});

test("a project's full description over 100,000 characters is refused at its field", async () => {
  const user = await open('projekte&bearbeiten=1');
  const full = await screen.findByRole('textbox', { name: 'Vollständige Beschreibung' });
  await user.clear(full);
  await overfill(user, full, 100_001);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  await expectRefusedAt(
    full,
    '„Vollständige Beschreibung“ darf höchstens 100.000 Zeichen lang sein. Bitte kürzen Sie die Eingabe.',
  );
}, 60_000);
