import type * as z from 'zod/mini';
import { roleLabels, rolesFor } from './user-rules';
import { userDraftSchema } from './user-draft';
import { isAdmin } from './roles';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

const validDraft = { name: 'Erika Muster', email: 'erika@example.org', companyName: 'Caritas', role: 'user' };

test('a user with role admin is an admin', () => {
  expect(isAdmin({ role: 'admin', roles: [] })).toBe(true);
});

test('a user with role user but ROLE_ADMIN in the roles list is an admin', () => {
  expect(isAdmin({ role: 'user', roles: ['ROLE_USER', 'ROLE_ADMIN'] })).toBe(true);
});

test('a plain user is not an admin', () => {
  expect(isAdmin({ role: 'user', roles: ['ROLE_USER'] })).toBe(false);
});

test('a roles entry merely resembling ROLE_ADMIN does not make an admin', () => {
  expect(isAdmin({ role: 'user', roles: ['role_admin', 'ROLE_ADMINISTRATOR'] })).toBe(false);
});

test('no user is not an admin', () => {
  expect(isAdmin(null)).toBe(false);
  expect(isAdmin(undefined)).toBe(false);
});

test('an admin gets ROLE_USER and ROLE_ADMIN', () => {
  expect(rolesFor('admin')).toEqual(['ROLE_USER', 'ROLE_ADMIN']);
});

test('a user gets only ROLE_USER', () => {
  expect(rolesFor('user')).toEqual(['ROLE_USER']);
});

test('roles given by rolesFor are recognised by isAdmin', () => {
  expect(isAdmin({ role: 'user', roles: rolesFor('admin') })).toBe(true);
  expect(isAdmin({ role: 'user', roles: rolesFor('user') })).toBe(false);
});

test('role labels are Benutzer and Admin', () => {
  expect(roleLabels).toEqual({ user: 'Benutzer', admin: 'Admin' });
});

test('a user draft with an invalid email is refused with the email message', () => {
  expect(messagesOf(userDraftSchema.safeParse({ ...validDraft, email: 'erika@example' }))).toEqual([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);
  expect(messagesOf(userDraftSchema.safeParse({ ...validDraft, email: 'erika example.org' }))).toEqual([
    'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  ]);
});

test('a user draft email is trimmed and lower-cased', () => {
  expect(userDraftSchema.parse({ ...validDraft, email: '  Erika@Example.ORG ' }).email).toBe('erika@example.org');
});

test('a user draft without name or company is refused with the required-fields message', () => {
  expect(messagesOf(userDraftSchema.safeParse({ ...validDraft, name: ' ' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
  expect(messagesOf(userDraftSchema.safeParse({ ...validDraft, companyName: '' }))).toEqual([
    'Bitte füllen Sie alle Pflichtfelder aus.',
  ]);
});

test('a user draft without a valid role is refused', () => {
  expect(userDraftSchema.safeParse({ ...validDraft, role: 'superuser' }).success).toBe(false);
  const { role: _omit, ...withoutRole } = validDraft;
  expect(userDraftSchema.safeParse(withoutRole).success).toBe(false);
});

test('a user draft defaults to no project groups', () => {
  expect(userDraftSchema.parse(validDraft).projectGroups).toEqual([]);
});
