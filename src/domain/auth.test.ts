import type * as z from 'zod/mini';
import {
  credentialsSchema,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationFormSchema,
  registrationSchema,
} from './auth-draft';
import { missingCredentials } from './credentials-rules';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const registration = {
  name: 'Erika Muster',
  email: 'erika@example.org',
  companyName: 'Caritas',
  password: 'geheim123',
  confirmPassword: 'geheim123',
};

const reset = { token: 'abc123', password: 'geheim123', confirmPassword: 'geheim123' };

// --- login ---

test('credentials with email and password are accepted', () => {
  expect(credentialsSchema.safeParse({ email: 'erika@example.org', password: 'x' }).success).toBe(true);
});

test('credentials without an email are refused with the required-fields message', () => {
  expect(messagesOf(credentialsSchema.safeParse({ email: '  ', password: 'geheim123' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('credentials without a password are refused with the required-fields message', () => {
  expect(messagesOf(credentialsSchema.safeParse({ email: 'erika@example.org', password: '' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('the login form’s check without zod finds empty what the store’s schema refuses as empty', () => {
  const typed = ['', ' ', '\t\n', 'a', ' a ', '  x', ` ${'e'.repeat(254)} `, 'e'.repeat(255), 'p'.repeat(201)];
  for (const email of typed)
    for (const password of typed) {
      const missing = missingCredentials({ email, password });
      const store = messagesOf(credentialsSchema.safeParse({ email, password }));
      // What the form finds empty the store refuses as empty; the lengths only the store checks.
      expect(store.includes('Bitte füllen Sie alle Pflichtfelder aus.'), JSON.stringify({ email, password })).toBe(
        missing.email || missing.password,
      );
    }
});

// --- registration ---

test('a complete registration form is accepted', () => {
  expect(registrationFormSchema.safeParse(registration).success).toBe(true);
});

test('a registration form with empty fields is refused with the required-fields message', () => {
  for (const field of ['name', 'email', 'companyName', 'password', 'confirmPassword'] as const) {
    const messages = messagesOf(registrationFormSchema.safeParse({ ...registration, [field]: '' }));
    expect(messages, field).toContain('Bitte füllen Sie alle Pflichtfelder aus.');
  }
});

test('a registration form with an invalid email is refused with the email message', () => {
  expect(messagesOf(registrationFormSchema.safeParse({ ...registration, email: 'erika.example.org' }))).toEqual([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);
});

test('a registration form with passwords that differ is refused with the mismatch message', () => {
  const result = registrationFormSchema.safeParse({ ...registration, confirmPassword: 'geheim124' });
  expect(messagesOf(result)).toEqual(['Die Passwörter stimmen nicht überein.']);
  expect(result.error?.issues[0]?.path).toEqual(['confirmPassword']);
});

test('a registration form with a seven-character password is refused with the length message', () => {
  expect(
    messagesOf(registrationFormSchema.safeParse({ ...registration, password: 'geheim1', confirmPassword: 'geheim1' })),
  ).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.']);
});

test('the length counts characters as people see them: four emoji are four, not eight', () => {
  expect(
    messagesOf(
      registrationFormSchema.safeParse({ ...registration, password: '😀😀😀😀', confirmPassword: '😀😀😀😀' }),
    ),
  ).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein.']);
  expect(
    registrationFormSchema.safeParse({
      ...registration,
      password: '😀😀😀😀😀😀😀😀',
      confirmPassword: '😀😀😀😀😀😀😀😀',
    }).success,
  ).toBe(true);
});

test('a registration form with an eight-character password is accepted', () => {
  expect(
    registrationFormSchema.safeParse({ ...registration, password: 'geheim12', confirmPassword: 'geheim12' }).success,
  ).toBe(true);
});

test('the register call lower-cases the email and refuses short passwords', () => {
  const payload = { email: ' Erika@Example.ORG ', password: 'geheim123', name: 'Erika', companyName: 'Caritas' };
  expect(registrationSchema.parse(payload).email).toBe('erika@example.org');
  expect(messagesOf(registrationSchema.safeParse({ ...payload, password: 'kurz' }))).toEqual([
    'Das Passwort muss mindestens 8 Zeichen lang sein.',
  ]);
});

// --- password reset ---

test('a password reset request needs a valid email', () => {
  expect(passwordResetRequestSchema.safeParse({ email: 'erika@example.org' }).success).toBe(true);
  expect(messagesOf(passwordResetRequestSchema.safeParse({ email: '' }))).toContain(
    'Bitte füllen Sie alle Pflichtfelder aus.',
  );
  expect(messagesOf(passwordResetRequestSchema.safeParse({ email: 'erika' }))).toEqual([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);
});

test('a complete reset form is accepted', () => {
  expect(passwordResetFormSchema.safeParse(reset).success).toBe(true);
});

test('a reset form without a token is refused with the token message without trailing period', () => {
  expect(messagesOf(passwordResetFormSchema.safeParse({ ...reset, token: '' }))).toEqual([
    'Ungültiger oder fehlender Token',
  ]);
});

test('a reset form with passwords that differ is refused with the mismatch message without trailing period', () => {
  expect(messagesOf(passwordResetFormSchema.safeParse({ ...reset, confirmPassword: 'anders123' }))).toEqual([
    'Die Passwörter stimmen nicht überein',
  ]);
});

test('a reset form with a short password is refused with the length message without trailing period', () => {
  expect(
    messagesOf(passwordResetFormSchema.safeParse({ ...reset, password: 'kurz', confirmPassword: 'kurz' })),
  ).toEqual(['Das Passwort muss mindestens 8 Zeichen lang sein']);
});

test('the reset call refuses a missing token and a short password without trailing period', () => {
  expect(passwordResetSchema.safeParse({ token: 't', password: 'geheim123' }).success).toBe(true);
  expect(messagesOf(passwordResetSchema.safeParse({ token: '', password: 'geheim123' }))).toEqual([
    'Ungültiger oder fehlender Token',
  ]);
  expect(messagesOf(passwordResetSchema.safeParse({ token: 't', password: 'kurz' }))).toEqual([
    'Das Passwort muss mindestens 8 Zeichen lang sein',
  ]);
});
