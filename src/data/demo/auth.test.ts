import { pbkdf2Sync } from 'node:crypto';
import { G, U } from '../../../seed/users';
import * as messages from '../../domain/messages';
import {
  ADMIN_EMAIL,
  MEMBER_EMAIL,
  createTestContext,
  demoSeed,
  TEST_NOW,
  type TestContext,
} from '../../testing/demo-context';
import { snapshot } from '../../testing/snapshot';
import { ConflictError, UnauthorizedError, ValidationError } from '../errors';
import type { Repository } from '../repository';
import { buildDemoRepository } from './create-demo-repository';
import { PBKDF2_ITERATIONS } from './password';

// Every login, register and reset derives a PBKDF2 key with 600,000 iterations (~0.2–1 s each).
vi.setConfig({ testTimeout: 30_000 });

const INVITED = 'eingeladen@example.com';
const registration = {
  email: INVITED,
  password: 'Eingeladen#2026',
  name: 'Emil Eingeladen',
  companyName: 'Diakonie Erfurt',
};

let ctx: TestContext;
let repo: Repository;
/** The token the repository sends: set from a login's answer, like the session store does. */
let token: string | null;

beforeEach(async () => {
  ctx = await createTestContext();
  token = null;
  repo = buildDemoRepository(ctx.db, { db: ctx.db, getToken: () => token, now: ctx.now }, demoSeed);
});

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected the call to reject');
  return error;
}

test('a login with the right password returns a token and the admin and opens a session', async () => {
  const session = await repo.auth.login({ email: ADMIN_EMAIL, password: 'admin1234' });
  expect(session.token).toMatch(/^[0-9a-f]{64}$/);
  expect(session.user).toMatchObject({ id: U.admin, email: ADMIN_EMAIL, role: 'admin' });
  expect(session.user.roles).toContain('ROLE_ADMIN');
  expect(await ctx.db.sessions.get(session.token)).toEqual({
    token: session.token,
    userId: U.admin,
    createdAt: TEST_NOW.toISOString(),
  });
  token = session.token;
  await expect(repo.notifications.list()).resolves.toBeInstanceOf(Array);
});

test('a wrong password is refused with Login fehlgeschlagen and opens no session', async () => {
  const error = await rejection(repo.auth.login({ email: ADMIN_EMAIL, password: 'admin12345' }));
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect(error.message).toBe('Login fehlgeschlagen');
  expect(await ctx.db.sessions.count()).toBe(0);
});

test('an unknown e-mail is refused with Login fehlgeschlagen and opens no session', async () => {
  const error = await rejection(repo.auth.login({ email: 'niemand@example.com', password: 'admin1234' }));
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect(error.message).toBe('Login fehlgeschlagen');
  expect(await ctx.db.sessions.count()).toBe(0);
});

test('the e-mail of a login is matched regardless of case and surrounding spaces', async () => {
  const session = await repo.auth.login({ email: '  Nutzer@Example.COM ', password: 'nutzer1234' });
  expect(session.user.id).toBe(U.nutzer);
  expect(await ctx.db.sessions.where('userId').equals(U.nutzer).count()).toBe(1);
});

test('after logout the token no longer authorizes', async () => {
  const session = await repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' });
  token = session.token;
  await repo.notifications.list();
  await repo.auth.logout();
  expect(await ctx.db.sessions.get(session.token)).toBeUndefined();
  await expect(repo.notifications.list()).rejects.toBeInstanceOf(UnauthorizedError);
  await expect(repo.tasks.list()).rejects.toBeInstanceOf(UnauthorizedError);
});

test('a logout without a session resolves and changes nothing', async () => {
  const before = await snapshot(ctx.db);
  await repo.auth.logout();
  expect(await snapshot(ctx.db)).toBe(before);
});

test('an invited address registers as a user of the invitation group and can then log in', async () => {
  await expect(repo.auth.register(registration)).resolves.toBe('Registrierung erfolgreich');
  const user = await ctx.db.users.get({ email: INVITED });
  expect(user).toMatchObject({
    name: 'Emil Eingeladen',
    companyName: 'Diakonie Erfurt',
    role: 'user',
    roles: ['ROLE_USER'],
    projectGroups: [G.beratung],
    notificationSettings: { newProject: true, newTask: true, taskDeadline: true, taskComments: true },
    createdAt: TEST_NOW.toISOString(),
  });
  expect(user!.id).toBeGreaterThan(U.neumann);
  expect((await ctx.db.groups.get(G.beratung))!.memberIds).toContain(user!.id);
  expect((await ctx.db.groups.get(G.pflege))!.memberIds).not.toContain(user!.id);

  const session = await repo.auth.login({ email: INVITED, password: registration.password });
  expect(session.user).toMatchObject({ id: user!.id, role: 'user', projectGroups: [G.beratung] });
});

test('registering an address a second time is refused with the e-mail-taken message', async () => {
  await repo.auth.register(registration);
  const before = await snapshot(ctx.db);
  const error = await rejection(
    repo.auth.register({ ...registration, email: 'Eingeladen@Example.com', name: 'Zweiter Versuch' }),
  );
  expect(error).toBeInstanceOf(ConflictError);
  expect(error.message).toBe(messages.emailTaken);
  expect(await snapshot(ctx.db)).toBe(before);
});

test('an inactive invitation does not allow registration', async () => {
  const before = await snapshot(ctx.db);
  const error = await rejection(repo.auth.register({ ...registration, email: 'ehemalige.kollegin@example.com' }));
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.message).toBe('Diese E-Mail-Adresse ist nicht zur Registrierung freigeschaltet.');
  expect(await snapshot(ctx.db)).toBe(before);
});

test('the stored credential is a PBKDF2-SHA256 hash and the password is stored nowhere in clear', async () => {
  await repo.auth.register(registration);
  const user = await ctx.db.users.get({ email: INVITED });
  const credential = await ctx.db.credentials.get(user!.id);
  expect(credential!.iterations).toBeGreaterThanOrEqual(600_000);
  expect(credential!.iterations).toBe(PBKDF2_ITERATIONS);
  expect(credential!.salt).toMatch(/^[0-9a-f]{32}$/);
  expect(credential!.hash).toMatch(/^[0-9a-f]{64}$/);
  const expected = pbkdf2Sync(
    registration.password,
    Buffer.from(credential!.salt, 'hex'),
    credential!.iterations,
    32,
    'sha256',
  );
  expect(credential!.hash).toBe(expected.toString('hex'));

  const everything = await snapshot(ctx.db);
  for (const password of [registration.password, 'admin1234', 'nutzer1234', 'demo1234'])
    expect(everything).not.toContain(password);
});

test('two registrations never share a salt', async () => {
  await repo.auth.register(registration);
  const user = await ctx.db.users.get({ email: INVITED });
  const salts = (await ctx.db.credentials.toArray()).map((c) => c.salt);
  expect(new Set(salts).size).toBe(salts.length);
  expect(salts).toHaveLength(10);
  expect((await ctx.db.credentials.get(user!.id))!.salt).not.toBe((await ctx.db.credentials.get(U.admin))!.salt);
});

test('a reset request for a known address stores a reset token for that user', async () => {
  await repo.passwordReset.request(' Nutzer@Example.com ');
  const rows = await ctx.db.passwordResets.toArray();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ userId: U.nutzer, createdAt: TEST_NOW.toISOString() });
  expect(rows[0]!.token).toMatch(/^[0-9a-f]{48}$/);
});

test('a reset request for an unknown address resolves without writing anything', async () => {
  const before = await snapshot(ctx.db);
  await expect(repo.passwordReset.request('niemand@example.com')).resolves.toBeUndefined();
  expect(await snapshot(ctx.db)).toBe(before);
});

test('a password reset changes the password: the new one logs in, the old one does not', async () => {
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });

  const session = await repo.auth.login({ email: MEMBER_EMAIL, password: 'NeuesPasswort!1' });
  expect(session.user.id).toBe(U.nutzer);
  const error = await rejection(repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' }));
  expect(error).toBeInstanceOf(UnauthorizedError);
  expect(error.message).toBe('Login fehlgeschlagen');
});

test('the one-click demo sign-in opens a session for an offered account, also after its password was reset', async () => {
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });

  const session = await repo.demo!.signInAs(MEMBER_EMAIL);
  expect(session.user.id).toBe(U.nutzer);
  token = session.token;
  expect((await repo.auth.currentUser())?.email).toBe(MEMBER_EMAIL);
});

test('the one-click demo sign-in refuses every address the demo does not offer', async () => {
  const before = await ctx.db.sessions.count();
  for (const email of ['thomas.becker@example.com', 'niemand@example.com']) {
    const error = await rejection(repo.demo!.signInAs(email));
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.message).toBe('Login fehlgeschlagen');
  }
  expect(await ctx.db.sessions.count()).toBe(before);
});

test('a reset token can be used only once, and the other tokens of that user end with it', async () => {
  await repo.passwordReset.request(MEMBER_EMAIL);
  await repo.passwordReset.request(MEMBER_EMAIL);
  await repo.passwordReset.request(ADMIN_EMAIL);
  const [first, second] = await ctx.db.passwordResets.where('userId').equals(U.nutzer).toArray();
  await repo.passwordReset.reset({ token: first!.token, password: 'NeuesPasswort!1' });
  const credential = await ctx.db.credentials.get(U.nutzer);

  for (const used of [first!.token, second!.token]) {
    const error = await rejection(repo.passwordReset.reset({ token: used, password: 'NochEinPasswort!2' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('Ungültiger oder fehlender Token');
  }
  expect(await ctx.db.credentials.get(U.nutzer)).toEqual(credential);
  expect((await ctx.db.passwordResets.toArray()).map((r) => r.userId)).toEqual([U.admin]);
});

test('a password reset ends the existing sessions of that user only', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await ctx.signInAs(MEMBER_EMAIL);
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });

  expect(await ctx.db.sessions.where('userId').equals(U.nutzer).count()).toBe(0);
  expect(await ctx.db.sessions.where('userId').equals(U.admin).count()).toBe(1);
  const memberView = buildDemoRepository(ctx.db, ctx, demoSeed);
  await expect(memberView.notifications.list()).rejects.toBeInstanceOf(UnauthorizedError);
});

test('a reset link works for 60 minutes after it was requested, and its mail says so', async () => {
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  const mail = await ctx.db.mails.orderBy('id').last();
  expect(mail?.body).toContain('Der Link ist 60 Minuten lang gültig und nur einmal verwendbar.');
  ctx.setNow(new Date(TEST_NOW.getTime() + 59 * 60_000));
  await repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' });
  await expect(repo.auth.login({ email: MEMBER_EMAIL, password: 'NeuesPasswort!1' })).resolves.toMatchObject({
    user: { id: U.nutzer },
  });
});

test('a reset link older than 60 minutes is refused as expired and changes nothing', async () => {
  await repo.passwordReset.request(MEMBER_EMAIL);
  const [request] = await ctx.db.passwordResets.toArray();
  await ctx.signInAs(MEMBER_EMAIL);
  ctx.setNow(new Date(TEST_NOW.getTime() + 60 * 60_000));
  const before = await snapshot(ctx.db);
  const error = await rejection(repo.passwordReset.reset({ token: request!.token, password: 'NeuesPasswort!1' }));
  expect(error).toBeInstanceOf(ValidationError);
  expect(error.message).toBe('Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.');
  expect((error as ValidationError).fields).toEqual({
    token: 'Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.',
  });
  expect(await snapshot(ctx.db)).toBe(before);
  await expect(repo.auth.login({ email: MEMBER_EMAIL, password: 'nutzer1234' })).resolves.toMatchObject({
    user: { id: U.nutzer },
  });
});

test('a reset token dated 2020 no longer works', async () => {
  await ctx.db.passwordResets.add({ token: 'a'.repeat(48), userId: U.nutzer, createdAt: '2020-01-01T00:00:00.000Z' });
  const error = await rejection(repo.passwordReset.reset({ token: 'a'.repeat(48), password: 'NeuesPasswort!1' }));
  expect(error.message).toBe('Der Link ist abgelaufen. Bitte fordern Sie einen neuen an.');
  const error2 = await rejection(repo.auth.login({ email: MEMBER_EMAIL, password: 'NeuesPasswort!1' }));
  expect(error2).toBeInstanceOf(UnauthorizedError);
});
