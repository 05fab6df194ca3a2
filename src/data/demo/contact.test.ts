import type { ContactMessage } from '../../domain/contact';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { createTestContext, MEMBER_EMAIL, TEST_NOW, type TestContext } from '../../testing/demo-context';
import { ValidationError } from '../errors';
import { createContact } from './contact';

let ctx: TestContext;
let contact: ReturnType<typeof createContact>;

beforeEach(async () => {
  ctx = await createTestContext();
  contact = createContact(ctx);
});

async function expectRejection(promise: Promise<unknown>, type: new (message?: string) => Error, message?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  if (message !== undefined) expect((error as Error).message).toBe(message);
}

const message: ContactMessage = {
  name: 'Erika Muster',
  email: 'erika@example.com',
  message: 'Wir möchten einen Workshop anfragen.',
};

test('a guest sends a contact message that is stored with its time', async () => {
  await contact.send({ ...message, name: '  Erika Muster ' });
  const stored = await ctx.db.contactMessages.toArray();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ ...message, createdAt: TEST_NOW.toISOString() });
});

test('a signed-in member sends a contact message too', async () => {
  await ctx.signInAs(MEMBER_EMAIL);
  await contact.send(message);
  expect(await ctx.db.contactMessages.count()).toBe(1);
});

const invalid: [string, ContactMessage, string][] = [
  ['without a name', { ...message, name: ' ' }, coreMessages.requiredFields],
  ['without an e-mail address', { ...message, email: '' }, coreMessages.requiredFields],
  ['with an invalid e-mail address', { ...message, email: 'erika-at-example' }, messages.invalidEmail],
  ['without a message', { ...message, message: '\n' }, coreMessages.requiredFields],
];

for (const [label, input, text] of invalid) {
  test(`a contact message ${label} is refused and nothing is stored`, async () => {
    await expectRejection(contact.send(input), ValidationError, text);
    expect(await ctx.db.contactMessages.count()).toBe(0);
  });
}
