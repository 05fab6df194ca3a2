import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import * as coreMessages from '../../domain/core-messages';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, tooLong } from '../../domain/text-limits';
import type { MockInstance } from 'vitest';
import type { Repository } from '../../data/repository';
import { useSession } from '../../stores/session';
import { MEMBER_EMAIL, type TestContext } from '../../testing/demo-context';
import { BLANK, addressOf, expectRefusedAtField, over, type LimitRow } from '../../testing/form-limits';
import { renderRoute } from '../../testing/render-route';
import * as forgotPasswordRoute from './forgot-password-route';
import { LoginScreen } from './login-screen';
import * as registerRoute from './register-route';
import * as resetPasswordRoute from './reset-password-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Every limited or required text of the account forms, one row per field and case: one character over the limit of
 * text-limits.ts, or only white space where the field is required (passwords excepted: a space is a character of a
 * password like any other). The other fields are filled as they should be, so the field under test is the only
 * invalid one: its message describes it, it is marked invalid and has the focus, and nothing is stored: the form
 * refuses by the draft's rules before asking the store.
 */

interface Form {
  name: string;
  path: string;
  submit: string;
  /** Each field by its label, with a value that passes. */
  fields: Record<string, { get: () => HTMLElement; valid: string }>;
  /** What a save would change, read before and after the refused submit. */
  stored: (ctx: TestContext) => Promise<unknown>;
  /** The store's call the form makes when it lets the values through. */
  write: (repo: Repository) => MockInstance;
  arrange?: (ctx: TestContext) => Promise<unknown>;
}

interface Row extends LimitRow<Form> {
  /** Other fields that must follow the one under test (a password's confirmation). */
  along?: Record<string, string>;
  /** The lean sign-in leaves the lengths to the store and marks the field its refusal names. */
  storeRefuses?: true;
}

const textbox = (name: string) => () => screen.getByRole('textbox', { name });
const password = (label: string) => () => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const RESET_TOKEN = 'f0e1d2c3b4a59687';

const routes: RouteObject[] = [
  { path: '/login', Component: LoginScreen },
  { path: '/register', ...registerRoute },
  { path: '/forgot-password', ...forgotPasswordRoute },
  { path: '/reset-password', ...resetPasswordRoute },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/admin', element: <h1>Administration</h1> },
];

const signIn: Form = {
  name: 'Login',
  path: '/login',
  submit: 'Anmelden',
  fields: {
    'E-Mail-Adresse': { get: textbox('E-Mail-Adresse'), valid: MEMBER_EMAIL },
    Passwort: { get: password('Passwort'), valid: 'nutzer123' },
  },
  stored: async (ctx) => [await ctx.db.sessions.count(), useSession.getState().token],
  write: (repo) => vi.spyOn(repo.auth, 'login'),
};

const registration: Form = {
  name: 'Registrierung',
  path: '/register',
  submit: 'Registrieren',
  fields: {
    Name: { get: textbox('Name'), valid: 'Erika Muster' },
    'E-Mail-Adresse': { get: textbox('E-Mail-Adresse'), valid: 'eingeladen@example.com' },
    Unternehmen: { get: textbox('Unternehmen'), valid: 'Diakonie Musterstadt' },
    Passwort: { get: password('Passwort'), valid: 'sicheres-passwort' },
    'Passwort bestätigen': { get: password('Passwort bestätigen'), valid: 'sicheres-passwort' },
  },
  stored: async (ctx) => [await ctx.db.users.count(), await ctx.db.credentials.count(), await ctx.db.mails.count()],
  write: (repo) => vi.spyOn(repo.auth, 'register'),
};

const forgotPassword: Form = {
  name: 'Passwort vergessen',
  path: '/forgot-password',
  submit: 'Link anfordern',
  fields: { 'E-Mail-Adresse': { get: textbox('E-Mail-Adresse'), valid: MEMBER_EMAIL } },
  stored: async (ctx) => [await ctx.db.passwordResets.count(), await ctx.db.mails.count()],
  write: (repo) => vi.spyOn(repo.passwordReset, 'request'),
};

const resetPassword: Form = {
  name: 'Passwort zurücksetzen',
  path: `/reset-password?token=${RESET_TOKEN}`,
  submit: 'Passwort speichern',
  fields: {
    'Neues Passwort': { get: password('Neues Passwort'), valid: 'neues-passwort' },
    'Passwort bestätigen': { get: password('Passwort bestätigen'), valid: 'neues-passwort' },
  },
  // A link of the store's own: a form that let the password through would change it.
  arrange: async (ctx) => {
    const user = await ctx.db.users.get({ email: MEMBER_EMAIL });
    await ctx.db.passwordResets.add({ token: RESET_TOKEN, userId: user!.id, createdAt: ctx.now().toISOString() });
  },
  stored: async (ctx) => [await ctx.db.credentials.toArray(), await ctx.db.passwordResets.count()],
  write: (repo) => vi.spyOn(repo.passwordReset, 'reset'),
};

const longPassword = over(PASSWORD_MAX);
const rows: Row[] = [
  // The sign-in checks what is empty by hand (no schema library on the first visit); the lengths the store checks.
  {
    form: signIn,
    field: 'E-Mail-Adresse',
    case: `${EMAIL_MAX + 1} Zeichen`,
    value: addressOf(EMAIL_MAX + 1),
    message: tooLong('E-Mail-Adresse', EMAIL_MAX),
    storeRefuses: true,
  },
  {
    form: signIn,
    field: 'Passwort',
    case: `${PASSWORD_MAX + 1} Zeichen`,
    value: longPassword,
    message: tooLong('Passwort', PASSWORD_MAX),
    storeRefuses: true,
  },
  { form: signIn, field: 'E-Mail-Adresse', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },

  {
    form: registration,
    field: 'Name',
    case: `${NAME_MAX + 1} Zeichen`,
    value: over(NAME_MAX),
    message: tooLong('Name', NAME_MAX),
  },
  {
    form: registration,
    field: 'E-Mail-Adresse',
    case: `${EMAIL_MAX + 1} Zeichen`,
    value: addressOf(EMAIL_MAX + 1),
    message: tooLong('E-Mail-Adresse', EMAIL_MAX),
  },
  {
    form: registration,
    field: 'Unternehmen',
    case: `${NAME_MAX + 1} Zeichen`,
    value: over(NAME_MAX),
    message: tooLong('Unternehmen', NAME_MAX),
  },
  {
    form: registration,
    field: 'Passwort',
    case: `${PASSWORD_MAX + 1} Zeichen`,
    value: longPassword,
    message: tooLong('Passwort', PASSWORD_MAX),
    along: { 'Passwort bestätigen': longPassword },
  },
  { form: registration, field: 'Name', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
  {
    form: registration,
    field: 'E-Mail-Adresse',
    case: 'nur Leerraum',
    value: BLANK,
    message: coreMessages.requiredFields,
  },
  {
    form: registration,
    field: 'Unternehmen',
    case: 'nur Leerraum',
    value: BLANK,
    message: coreMessages.requiredFields,
  },

  {
    form: forgotPassword,
    field: 'E-Mail-Adresse',
    case: `${EMAIL_MAX + 1} Zeichen`,
    value: addressOf(EMAIL_MAX + 1),
    message: tooLong('E-Mail-Adresse', EMAIL_MAX),
  },
  {
    form: forgotPassword,
    field: 'E-Mail-Adresse',
    case: 'nur Leerraum',
    value: BLANK,
    message: coreMessages.requiredFields,
  },

  {
    form: resetPassword,
    field: 'Neues Passwort',
    case: `${PASSWORD_MAX + 1} Zeichen`,
    value: longPassword,
    message: tooLong('Passwort', PASSWORD_MAX),
    along: { 'Passwort bestätigen': longPassword },
  },
];

test.each(rows.map((row) => ({ ...row, name: row.form.name })))(
  '$name: $field, $case – refused at the field, nothing stored',
  async (row) => {
    const user = userEvent.setup();
    const { form } = row;
    const { ctx, repo } = await renderRoute(routes, form.path, { arrange: form.arrange });
    await screen.findByRole('button', { name: form.submit });
    for (const [label, { get, valid }] of Object.entries(form.fields)) {
      const value = label === row.field ? row.value : (row.along?.[label] ?? valid);
      await user.clear(get());
      await user.click(get());
      // Pasted: typing hundreds of characters one by one would take long.
      await user.paste(value);
    }
    const before = await form.stored(ctx);
    const write = form.write(repo);
    await user.click(screen.getByRole('button', { name: form.submit }));

    const field = form.fields[row.field]!.get();
    await expectRefusedAtField(field, row.message, {
      write: row.storeRefuses ? null : write,
      stored: () => form.stored(ctx),
      before,
    });
  },
);
