// @vitest-environment node
import { createApiFacade } from '../api-facade';
import { ADMIN_EMAIL, MEMBER_EMAIL, createTestContext, demoSeed } from '../../src/testing/demo-context';

async function facadeSignedInAs(email: string) {
  const ctx = await createTestContext();
  const facade = createApiFacade({ db: ctx.db, seed: demoSeed, now: ctx.now, recordCalls: false });
  await ctx.signInAs(email);
  const token = ctx.getToken();
  const post = (path: string, body: unknown) =>
    facade.handle(
      new Request(`http://kiz.test/api${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  return { ctx, post };
}

test('a member’s draft to an admin’s route is 403 whatever it holds: who before what', async () => {
  const { ctx, post } = await facadeSignedInAs(MEMBER_EMAIL);
  const before = await ctx.db.categories.count();
  for (const draft of [{}, { name: '' }, { name: 'Neue Kategorie' }]) {
    const answer = await post('/categories', draft);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ success: false, message: expect.stringMatching(/Berechtigung/) });
  }
  expect(await ctx.db.categories.count()).toBe(before);
});

test('an admin’s invalid draft is 400 with the store’s German message for the field', async () => {
  const { post } = await facadeSignedInAs(ADMIN_EMAIL);
  const answer = await post('/categories', { name: '' });
  expect(answer.status).toBe(400);
  expect(await answer.json()).toMatchObject({ success: false, fields: { name: expect.any(String) } });
});
