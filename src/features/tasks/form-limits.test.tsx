import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { MockInstance } from 'vitest';
import type { Repository } from '../../data/repository';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { COMMENT_MAX, DESCRIPTION_MAX, TITLE_MAX, tooLong } from '../../domain/text-limits';
import { ADMIN_EMAIL, MEMBER_EMAIL, type TestContext } from '../../testing/demo-context';
import { BLANK, expectRefusedAtField, over, type LimitRow } from '../../testing/form-limits';
import { renderRoute } from '../../testing/render-route';
import * as projectTasks from './project-tasks-route';
import * as taskDetail from './task-detail-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Every limited or required text of the task forms, one row per field and case: one character over the limit of
 * text-limits.ts, or only white space where the field is required. The other fields are filled as they should be, so
 * the field under test is the only invalid one: its message describes it, it is marked invalid and has the focus,
 * and nothing is stored: the form refuses by the draft's schema before asking the store.
 */

interface Form {
  name: string;
  as: string;
  path: string;
  /** Opens the form and gives the part of the page that holds it. */
  open: (user: ReturnType<typeof userEvent.setup>) => Promise<HTMLElement>;
  submit: string;
  /** Each field by its label, with a value that passes. */
  fields: Record<string, string>;
  /** What a save would change, read before and after the refused submit. */
  stored: (ctx: TestContext) => Promise<unknown>;
  /** The store's call the form makes when it lets the values through. */
  write: (repo: Repository) => MockInstance;
}

type Row = LimitRow<Form>;

const routes: RouteObject[] = [
  { path: '/project-tasks/:id', loader: projectTasks.loader, Component: projectTasks.Component },
  { path: '/tasks/:id', loader: taskDetail.loader, Component: taskDetail.Component },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const newTask: Form = {
  name: 'Neue Aufgabe',
  as: ADMIN_EMAIL,
  path: '/project-tasks/1',
  open: async (user) => {
    await user.click(await screen.findByRole('button', { name: 'Aufgabe erstellen' }));
    return screen.findByRole('dialog', { name: 'Neue Aufgabe' });
  },
  submit: 'Speichern',
  fields: { Titel: 'Interviews auswerten', Beschreibung: 'Die Notizen der fünf Gespräche zusammenfassen.' },
  stored: (ctx) => ctx.db.tasks.count(),
  write: (repo) => vi.spyOn(repo.tasks, 'create'),
};

const editedTask: Form = {
  name: 'Aufgabe bearbeiten',
  as: ADMIN_EMAIL,
  path: '/tasks/3',
  open: async (user) => {
    await user.click(await screen.findByRole('button', { name: 'Bearbeiten' }));
    return screen.findByRole('dialog', { name: 'Aufgabe bearbeiten' });
  },
  submit: 'Speichern',
  fields: { Titel: 'Interviews auswerten', Beschreibung: 'Die Notizen der fünf Gespräche zusammenfassen.' },
  stored: (ctx) => ctx.db.tasks.get(3),
  write: (repo) => vi.spyOn(repo.tasks, 'update'),
};

const comment: Form = {
  name: 'Kommentar',
  as: MEMBER_EMAIL,
  path: '/tasks/3',
  open: async () => {
    await screen.findByRole('textbox', { name: 'Neuer Kommentar' });
    return screen.getByRole('region', { name: /^Kommentare/ });
  },
  submit: 'Kommentar senden',
  fields: { 'Neuer Kommentar': 'Klingt gut.' },
  stored: (ctx) => ctx.db.comments.count(),
  write: (repo) => vi.spyOn(repo.comments, 'create'),
};

const taskRows = (form: Form): Row[] => [
  {
    form,
    field: 'Titel',
    case: `${TITLE_MAX + 1} Zeichen`,
    value: over(TITLE_MAX),
    message: tooLong('Titel', TITLE_MAX),
  },
  {
    form,
    field: 'Beschreibung',
    case: `${DESCRIPTION_MAX + 1} Zeichen`,
    value: over(DESCRIPTION_MAX),
    message: tooLong('Beschreibung', DESCRIPTION_MAX),
  },
  { form, field: 'Titel', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
  { form, field: 'Beschreibung', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
];

const rows: Row[] = [
  ...taskRows(newTask),
  ...taskRows(editedTask),
  {
    form: comment,
    field: 'Neuer Kommentar',
    case: `${COMMENT_MAX + 1} Zeichen`,
    value: over(COMMENT_MAX),
    message: tooLong('Kommentar', COMMENT_MAX),
  },
  // Required unless a file is attached.
  { form: comment, field: 'Neuer Kommentar', case: 'nur Leerraum', value: BLANK, message: messages.commentEmpty },
];

test.each(rows.map((row) => ({ ...row, name: row.form.name })))(
  '$name: $field, $case – refused at the field, nothing stored',
  async (row) => {
    const user = userEvent.setup();
    const { form } = row;
    const { ctx, repo } = await renderRoute(routes, form.path, { as: form.as });
    const scope = within(await form.open(user));
    for (const [label, valid] of Object.entries(form.fields)) {
      const input = scope.getByRole('textbox', { name: label });
      await user.clear(input);
      await user.click(input);
      // Pasted: typing thousands of characters one by one would take minutes.
      await user.paste(label === row.field ? row.value : valid);
    }
    const before = await form.stored(ctx);
    const write = form.write(repo);
    await user.click(scope.getByRole('button', { name: form.submit }));

    const field = scope.getByRole('textbox', { name: row.field });
    await expectRefusedAtField(field, row.message, { write: write, stored: () => form.stored(ctx), before });
  },
);
