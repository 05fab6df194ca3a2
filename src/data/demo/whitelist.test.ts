import { G } from '../../../seed/users';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import type { WhitelistDraft } from '../../domain/whitelist-draft';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from '../errors';
import { createWhitelist } from './whitelist';

const ALREADY_INVITED = 'Diese E-Mail-Adresse ist bereits eingeladen.';

let ctx: TestContext;
let whitelist: ReturnType<typeof createWhitelist>;

beforeEach(async () => {
  ctx = await createTestContext();
  whitelist = createWhitelist(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = () => ctx.db.whitelist.toArray();
const draft = (overrides: Partial<WhitelistDraft> = {}): WhitelistDraft => ({
  email: 'neu@example.com',
  projectGroupId: G.pflege,
  isActive: true,
  ...overrides,
});

const adminOnly: [string, () => Promise<unknown>][] = [
  ['list the invitations', () => whitelist.list()],
  ['invite an e-mail address', () => whitelist.create(draft())],
  ['update an invitation', () => whitelist.update(1, draft())],
  ['delete an invitation', () => whitelist.remove(1)],
];

for (const [action, run] of adminOnly) {
  test(`a member cannot ${action}`, async () => {
    const before = await snapshot();
    await ctx.signInAs(MEMBER_EMAIL);
    await expectRejection(run(), ForbiddenError);
    expect(await snapshot()).toEqual(before);
  });

  test(`a guest cannot ${action}`, async () => {
    const before = await snapshot();
    await expectRejection(run(), UnauthorizedError);
    expect(await snapshot()).toEqual(before);
  });
}

test('an admin lists the invitations with their group names', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const list = await whitelist.list();
  expect(list).toHaveLength(6);
  expect(list[0]).toMatchObject({
    email: 'eingeladen@example.com',
    projectGroup: { id: G.beratung, name: 'Digitale Beratung & Teilhabe' },
  });
  expect(list.find((e) => e.email === 'info@example.com')?.projectGroup).toBeNull();
});

test('an admin invites an address, stored in lower case', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const entry = await whitelist.create(draft({ email: ' Neu@Example.com ' }));
  expect(entry).toMatchObject({
    email: 'neu@example.com',
    isActive: true,
    projectGroup: { id: G.pflege, name: 'Pflege & Organisation' },
  });
  expect(entry.id).toBeGreaterThan(6);
});

test('a new invitation needs its project group (SPEC §5); one stored without can still be edited', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(
    whitelist.create(draft({ projectGroupId: null })),
    ValidationError,
    coreMessages.requiredFields,
  );
  expect(await snapshot()).toEqual(before);
  expect(
    (await whitelist.update(6, draft({ email: 'ohne-gruppe@example.com', projectGroupId: null }))).projectGroup,
  ).toBeNull();
});

const invalidDrafts: [string, WhitelistDraft, string][] = [
  ['without an e-mail address', draft({ email: ' ' }), coreMessages.requiredFields],
  ['with an invalid e-mail address', draft({ email: 'kein-at-zeichen' }), messages.invalidEmail],
  ['for an address already invited', draft({ email: 'Eingeladen@example.com' }), ALREADY_INVITED],
  ['for an address that already has an account', draft({ email: 'Sabine.Krueger@example.com' }), messages.emailTaken],
  ['for an unknown project group', draft({ projectGroupId: 99 }), 'Die gewählte Projektgruppe gibt es nicht.'],
];

for (const [label, input, message] of invalidDrafts) {
  test(`an invitation ${label} is refused on create and update and changes nothing`, async () => {
    await ctx.signInAs(ADMIN_EMAIL);
    const before = await snapshot();
    await expectRejection(whitelist.create(input), ValidationError, message);
    await expectRejection(whitelist.update(6, input), ValidationError, message);
    expect(await snapshot()).toEqual(before);
  });
}

test('an admin deactivates an invitation and keeps its own address', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const entry = await whitelist.update(1, draft({ email: 'eingeladen@example.com', isActive: false }));
  expect(entry).toMatchObject({ id: 1, isActive: false, projectGroupId: G.pflege });
  expect(await whitelist.check('eingeladen@example.com')).toBe(false);
});

test("a registered invitee's entry stays editable with its own address", async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const entry = await whitelist.update(2, draft({ email: 'nutzer@example.com', projectGroupId: G.pflege }));
  expect(entry).toMatchObject({ id: 2, email: 'nutzer@example.com', projectGroupId: G.pflege });
});

test('an admin deletes an invitation', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await whitelist.remove(1);
  expect(await ctx.db.whitelist.get(1)).toBeUndefined();
});

test('updating or deleting an unknown invitation is not found', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  await expectRejection(whitelist.update(999, draft()), NotFoundError);
  await expectRejection(whitelist.remove(999), NotFoundError);
});

test('a guest checks that an active unused invitation may register', async () => {
  expect(await whitelist.check('eingeladen@example.com')).toBe(true);
  expect(await whitelist.check('  EINGELADEN@example.com ')).toBe(true);
  expect(await whitelist.check('info@example.com')).toBe(true);
});

test('an invitation already used passes the check, so the registration can say the address is registered', async () => {
  expect(await whitelist.check('nutzer@example.com')).toBe(true);
});

test('an inactive or missing invitation may not register', async () => {
  expect(await whitelist.check('ehemalige.kollegin@example.com')).toBe(false);
  expect(await whitelist.check('fremd@example.com')).toBe(false);
  expect(await whitelist.check('kein-at-zeichen')).toBe(false);
});
