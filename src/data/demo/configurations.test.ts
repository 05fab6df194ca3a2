import { emptyHeroSetting } from '../../domain/hero-setting-rules';
import type { HeroKey } from '../../domain/hero-setting';
import * as messages from '../../domain/messages';
import { ADMIN_EMAIL, createTestContext, MEMBER_EMAIL, type TestContext } from '../../testing/demo-context';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { createConfigurations } from './configurations';
import { storedFileId } from './files';
import { fileStarts, upload } from '../../testing/upload-files';

let ctx: TestContext;
let configurations: ReturnType<typeof createConfigurations>;

beforeEach(async () => {
  ctx = await createTestContext();
  configurations = createConfigurations(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const snapshot = async () => ({
  configurations: await ctx.db.configurations.toArray(),
  files: await ctx.db.files.count(),
});
const file = (name: string) => upload(name, 'image/png', fileStarts.png);

const adminOnly: [string, () => Promise<unknown>][] = [
  ['read a setting through the admin call', () => configurations.get('hero')],
  [
    'save a hero setting',
    () => configurations.save('hero', { opacity: 0.2, imageDescription: 'Neu', file: file('a.png') }),
  ],
  ['reset a hero setting', () => configurations.remove('hero')],
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

test('a guest reads the public hero setting', async () => {
  expect(await configurations.getPublic('product-hero')).toMatchObject({
    file: '/images/hero/products.svg',
    opacity: 0.6,
  });
});

test('a setting that was never saved reads as the empty setting', async () => {
  await ctx.db.configurations.delete('service-hero');
  expect(await configurations.getPublic('service-hero')).toEqual(emptyHeroSetting);
});

test('an unknown key is refused', async () => {
  await expectRejection(
    configurations.getPublic('footer' as HeroKey),
    ValidationError,
    'Diese Einstellung gibt es nicht.',
  );
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(configurations.save('footer' as HeroKey, { opacity: 0.5 }), ValidationError);
  expect(await snapshot()).toEqual(before);
});

test('an admin saves opacity and description and keeps the image', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const saved = await configurations.save('hero', { opacity: 0.3, imageDescription: ' Neue Beschreibung ' });
  expect(saved).toEqual({ file: '/images/hero/home.svg', opacity: 0.3, imageDescription: 'Neue Beschreibung' });
  expect(await configurations.get('hero')).toEqual(saved);
});

test('an opacity outside 0 to 1 is refused and changes nothing', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const before = await snapshot();
  await expectRejection(
    configurations.save('hero', { opacity: 1.5, file: file('a.png') }),
    ValidationError,
    messages.opacityRange,
  );
  await expectRejection(configurations.save('hero', { opacity: -0.1 }), ValidationError, messages.opacityRange);
  expect(await snapshot()).toEqual(before);
});

test('a new image replaces the old stored one', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const first = await configurations.save('hero', { opacity: 0.5, file: file('eins.png') });
  const firstId = storedFileId(first.file ?? '');
  expect(firstId).not.toBeNull();
  const second = await configurations.save('hero', { opacity: 0.5, file: file('zwei.png') });
  const secondId = storedFileId(second.file ?? '');
  expect(secondId && (await ctx.db.files.get(secondId))?.name).toBe('zwei.png');
  expect(firstId && (await ctx.db.files.get(firstId))).toBeUndefined();
});

test('removing the image clears it and deletes the stored file', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const withImage = await configurations.save('product-hero', { opacity: 0.5, file: file('bild.png') });
  const fileId = storedFileId(withImage.file ?? '');
  const saved = await configurations.save('product-hero', { opacity: 0.5, removeFile: true });
  expect(saved.file).toBeNull();
  expect(fileId && (await ctx.db.files.get(fileId))).toBeUndefined();
});

test('resetting a setting brings back the empty setting and deletes its stored image', async () => {
  await ctx.signInAs(ADMIN_EMAIL);
  const withImage = await configurations.save('service-hero', { opacity: 0.9, file: file('bild.png') });
  const fileId = storedFileId(withImage.file ?? '');
  await configurations.remove('service-hero');
  expect(await configurations.getPublic('service-hero')).toEqual(emptyHeroSetting);
  expect(fileId && (await ctx.db.files.get(fileId))).toBeUndefined();
});
