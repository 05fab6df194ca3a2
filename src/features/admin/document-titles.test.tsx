import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { adminTabs } from './texts';

const SITE = 'KI-Kompetenzzentrum Sozialwirtschaft';

async function routes(): Promise<RouteObject[]> {
  return [{ path: '/admin', ...(await import('./admin-route')) }];
}

type Db = Awaited<ReturnType<typeof renderRoute>>['ctx']['db'];

// The form headings each tab shows, and the first stored item its edit form opens with.
const forms: Partial<
  Record<
    (typeof adminTabs)[number]['key'],
    { create: string; edit?: [string, (db: Db) => Promise<number | undefined>] }
  >
> = {
  benutzer: {
    create: 'Neuer Benutzer',
    edit: ['Benutzer bearbeiten', async (db) => (await db.users.toCollection().first())?.id],
  },
  gruppen: {
    create: 'Neue Projektgruppe',
    edit: ['Projektgruppe bearbeiten', async (db) => (await db.groups.toCollection().first())?.id],
  },
  projekte: {
    create: 'Neues Projekt',
    edit: ['Projekt bearbeiten', async (db) => (await db.projects.toCollection().first())?.id],
  },
  einladungen: { create: 'Neue Einladungen' },
  umfragen: {
    create: 'Neue Umfrage',
    edit: ['Umfrage bearbeiten', async (db) => (await db.polls.toCollection().first())?.id],
  },
  produkte: {
    create: 'Neues Produkt',
    edit: ['Produkt bearbeiten', async (db) => (await db.products.toCollection().first())?.id],
  },
  kategorien: {
    create: 'Neue Kategorie',
    edit: ['Kategorie bearbeiten', async (db) => (await db.categories.toCollection().first())?.id],
  },
  'footer-seiten': {
    create: 'Neue Seite',
    edit: ['Seite bearbeiten', async (db) => (await db.footerPages.toCollection().first())?.id],
  },
};

const seen = new Set<string>();

async function expectTitle(path: string, heading: string, title: string) {
  const tree = await routes();
  const { ctx, router, unmount } = await renderRoute(tree, path, { as: ADMIN_EMAIL });
  // Loaded to the end (the list's rows, the form's choices) before the view goes.
  await waitFor(
    () => {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.queryByText('Laden...')).not.toBeInTheDocument();
      expect(document.title).toBe(`${title} – ${SITE}`);
    },
    { timeout: 5000 },
  );
  expect(seen.has(document.title), `${document.title} schon vergeben`).toBe(false);
  seen.add(document.title);
  // The next view gets a store of its own; this one must not go on loading beside it.
  unmount();
  router.dispose();
  return ctx;
}

for (const { key, label } of adminTabs) {
  test(`tab ${label}: its list and its forms each name the browser tab`, async () => {
    // Every render opens a fresh seeded store, so the list's ids hold for the edit form's.
    const ctx = await expectTitle(`/admin?tab=${key}`, label, `${label} – Administration`);
    const form = forms[key];
    if (!form) return;
    await expectTitle(`/admin?tab=${key}&neu`, form.create, form.create);
    if (!form.edit) return;
    const [heading, firstId] = form.edit;
    const id = await firstId(ctx.db);
    expect(id).toBeDefined();
    await expectTitle(`/admin?tab=${key}&bearbeiten=${id}`, heading, heading);
  });
}
