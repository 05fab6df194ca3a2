import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { MockInstance } from 'vitest';
import type { Repository } from '../../data/repository';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  LABEL_MAX,
  NAME_MAX,
  RICH_TEXT_MAX,
  SLUG_MAX,
  TITLE_MAX,
  tooLong,
} from '../../domain/text-limits';
import { ADMIN_EMAIL, type TestContext } from '../../testing/demo-context';
import { BLANK, addressOf, expectRefusedAtField, type LimitRow } from '../../testing/form-limits';
import { renderRoute } from '../../testing/render-route';

// The admin area is a large DOM over a real (fake-indexeddb) store: give async queries room.
configure({ asyncUtilTimeout: 5000 });
// Each row opens a lazily loaded tab; a row takes a second or two, longer on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

/*
 * Every limited or required text of the admin forms, one row per field and case: one character over the limit of
 * text-limits.ts, or only white space where the field is required. A stored record is edited (or, for invitations,
 * the other fields filled), so the field under test is the only invalid one: its message describes it, it is marked
 * invalid and has the focus, and nothing is stored: the form refuses by the draft's schema before asking the store.
 */

type User = ReturnType<typeof userEvent.setup>;

interface Form {
  name: string;
  path: string;
  submit: string | RegExp;
  /** Each limited or required field, found as a person finds it. */
  fields: Record<string, () => HTMLElement>;
  /** What the form needs besides the field under test (a new record's other fields). */
  fill?: (user: User) => Promise<void>;
  /** What a save would change, read before and after the refused submit. */
  stored: (ctx: TestContext) => Promise<unknown>;
  /** The store's call the form makes when it lets the values through. */
  write: (repo: Repository) => MockInstance;
}

type Row = LimitRow<Form>;

const textbox = (name: string | RegExp) => () => screen.getByRole('textbox', { name });
/** A chip field (technologies): what is typed becomes a chip on Enter. */
const CHIPS = 'Technologien';

/** Records of the store's lists that a form edits (`update`) or adds to (`create`). */
type Editable = 'users' | 'groups' | 'projects' | 'polls' | 'products' | 'categories' | 'footerPages' | 'whitelist';

/** The form of `tab` over the record `id` of `store` (none: a new record), with its limited or required fields. */
const form = (
  tab: string,
  name: string,
  [store, id]: [Editable, number | null],
  fields: string[],
  submit: Form['submit'] = 'Speichern',
): Form => ({
  name,
  path: `/admin?tab=${tab}${id === null ? '&neu' : `&bearbeiten=${id}`}`,
  submit,
  fields: Object.fromEntries(fields.map((field) => [field, textbox(field)])),
  stored: async (ctx) => (id === null ? ctx.db[store].count() : ctx.db[store].get(id)),
  write: (repo) => vi.spyOn(repo[store], id === null ? 'create' : 'update'),
});

const users = form('benutzer', 'Benutzer', ['users', 2], ['Name', 'E-Mail-Adresse', 'Unternehmen']);
const groups = form('gruppen', 'Gruppe', ['groups', 1], ['Name', 'Beschreibung']);
/** What a project and a product have alike: their texts and a feature row's. */
const catalogueTexts = [
  'Titel',
  'Kurzbeschreibung',
  'Vollständige Beschreibung',
  'Funktion 1: Titel',
  'Funktion 1: Beschreibung',
];
const projects = form('projekte', 'Projekt', ['projects', 1], [...catalogueTexts, CHIPS]);
const invitations: Form = {
  ...form('einladungen', 'Einladungen', ['whitelist', null], ['E-Mail-Adressen'], 'Einladungen erstellen'),
  fill: async (user) => {
    const group = screen.getByRole('combobox', { name: 'Projektgruppe' });
    await user.selectOptions(group, within(group).getByRole('option', { name: 'Digitale Beratung & Teilhabe' }));
  },
};
const polls: Form = {
  ...form('umfragen', 'Umfrage', ['polls', 1], ['Titel', 'Beschreibung']),
  // The label counts the option's votes: 'Antwortoption 1 (3 Stimmen)'.
  fields: {
    Titel: textbox('Titel'),
    Beschreibung: textbox('Beschreibung'),
    'Antwortoption 1': textbox(/^Antwortoption 1\b/),
  },
};
const products = form(
  'produkte',
  'Produkt',
  ['products', 1],
  [...catalogueTexts, CHIPS],
  /^(Speichern|Veröffentlichen)$/,
);
const categories = form('kategorien', 'Kategorie', ['categories', 1], ['Name', 'Beschreibung']);
const footerPages = form('footer-seiten', 'Footer-Seite', ['footerPages', 1], ['Titel', 'URL-Slug', 'Inhalt (HTML)']);
/** The start page's hero: one stored setting, no list. */
const heroSettings: Form = {
  name: 'Hero Sektion',
  path: '/admin?tab=einstellungen',
  submit: 'Speichern',
  fields: {
    Bildbeschreibung: () =>
      within(screen.getByRole('tabpanel', { name: 'Hero Sektion' })).getByRole('textbox', { name: 'Bildbeschreibung' }),
  },
  stored: (ctx) => ctx.db.configurations.toArray(),
  write: (repo) => vi.spyOn(repo.configurations, 'save'),
};

/** One character over `max`, with the message naming the field as its schema does (`label`). */
const tooLongRow = (form: Form, field: string, max: number, label = field): Row => ({
  form,
  field,
  case: `${(max + 1).toLocaleString('de-DE')} Zeichen`,
  value: 'x'.repeat(max + 1),
  message: tooLong(label, max),
});
const blankRow = (form: Form, field: string, message: string = coreMessages.requiredFields): Row => ({
  form,
  field,
  case: 'nur Leerraum',
  value: BLANK,
  message,
});

const rows: Row[] = [
  tooLongRow(users, 'Name', NAME_MAX),
  { ...tooLongRow(users, 'E-Mail-Adresse', EMAIL_MAX), value: addressOf(EMAIL_MAX + 1) },
  tooLongRow(users, 'Unternehmen', NAME_MAX),
  blankRow(users, 'Name'),
  blankRow(users, 'E-Mail-Adresse'),
  blankRow(users, 'Unternehmen'),

  tooLongRow(groups, 'Name', NAME_MAX),
  tooLongRow(groups, 'Beschreibung', DESCRIPTION_MAX),
  blankRow(groups, 'Name', messages.groupNameRequired),

  tooLongRow(projects, 'Titel', TITLE_MAX),
  tooLongRow(projects, 'Kurzbeschreibung', DESCRIPTION_MAX),
  tooLongRow(projects, 'Vollständige Beschreibung', RICH_TEXT_MAX),
  tooLongRow(projects, 'Funktion 1: Titel', TITLE_MAX, 'Titel der Funktion'),
  tooLongRow(projects, 'Funktion 1: Beschreibung', DESCRIPTION_MAX, 'Beschreibung der Funktion'),
  tooLongRow(projects, CHIPS, LABEL_MAX, 'Technologie'),
  blankRow(projects, 'Titel'),
  blankRow(projects, 'Kurzbeschreibung'),

  // One address per line: a line too long for an address is refused like one that is no address.
  { ...tooLongRow(invitations, 'E-Mail-Adressen', EMAIL_MAX, 'E-Mail-Adresse'), value: addressOf(EMAIL_MAX + 1) },
  blankRow(invitations, 'E-Mail-Adressen'),

  tooLongRow(polls, 'Titel', TITLE_MAX),
  tooLongRow(polls, 'Beschreibung', DESCRIPTION_MAX),
  tooLongRow(polls, 'Antwortoption 1', TITLE_MAX, 'Antwortoption'),
  blankRow(polls, 'Titel'),
  blankRow(polls, 'Beschreibung'),

  tooLongRow(products, 'Titel', TITLE_MAX),
  tooLongRow(products, 'Kurzbeschreibung', DESCRIPTION_MAX),
  tooLongRow(products, 'Vollständige Beschreibung', RICH_TEXT_MAX),
  tooLongRow(products, 'Funktion 1: Titel', TITLE_MAX, 'Titel der Funktion'),
  tooLongRow(products, 'Funktion 1: Beschreibung', DESCRIPTION_MAX, 'Beschreibung der Funktion'),
  tooLongRow(products, CHIPS, LABEL_MAX, 'Technologie'),
  blankRow(products, 'Titel'),
  blankRow(products, 'Kurzbeschreibung'),

  tooLongRow(categories, 'Name', NAME_MAX),
  tooLongRow(categories, 'Beschreibung', DESCRIPTION_MAX),
  blankRow(categories, 'Name'),

  tooLongRow(footerPages, 'Titel', TITLE_MAX),
  tooLongRow(footerPages, 'URL-Slug', SLUG_MAX),
  tooLongRow(footerPages, 'Inhalt (HTML)', RICH_TEXT_MAX, 'Inhalt'),
  blankRow(footerPages, 'Titel'),
  blankRow(footerPages, 'URL-Slug'),
  blankRow(footerPages, 'Inhalt (HTML)'),

  tooLongRow(heroSettings, 'Bildbeschreibung', DESCRIPTION_MAX),
];

async function routes(): Promise<RouteObject[]> {
  return [{ path: '/admin', ...(await import('./admin-route')) }];
}

test.each(rows.map((row) => ({ ...row, name: row.form.name })))(
  '$name: $field, $case – refused at the field, nothing stored',
  async (row) => {
    const user = userEvent.setup();
    const { form } = row;
    const { ctx, repo } = await renderRoute(await routes(), form.path, { as: ADMIN_EMAIL });
    const get = form.fields[row.field]!;
    // The tab's chunk and the record load first.
    await waitFor(get, { timeout: 15_000 });
    await form.fill?.(user);
    await user.clear(get());
    await user.click(get());
    // Pasted: typing thousands of characters one by one would take minutes.
    await user.paste(row.value);
    if (row.field === CHIPS) await user.keyboard('{Enter}');
    const before = await form.stored(ctx);
    const write = form.write(repo);
    await user.click(screen.getByRole('button', { name: form.submit }));

    const field = get();
    await expectRefusedAtField(field, row.message, { write: write, stored: () => form.stored(ctx), before });
  },
);
