import { zodResolver } from '@hookform/resolvers/zod';
import { inGerman } from './german-zod-errors';
import { userDraftSchema } from './user-draft';

// What a form's resolver answers for values no control of the form offers (a tampered select, a wrong type).
async function resolve(options?: typeof inGerman) {
  const resolver = zodResolver(userDraftSchema, options);
  const values = {
    name: '',
    email: 'jana@example.com',
    companyName: 'Neue Hilfe gGmbH',
    role: 'chef',
    projectGroups: ['eins'],
  };
  const { errors } = await resolver(values as unknown as Parameters<typeof resolver>[0], undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const message = (error: unknown) => (error as { message?: string } | undefined)?.message;
  return {
    name: message(errors.name),
    role: message(errors.role),
    firstGroup: message((errors.projectGroups as unknown[] | undefined)?.[0]),
  };
}

test('a value of the wrong type gets a German message; a message set on the schema still wins', async () => {
  expect(await resolve(inGerman)).toEqual({
    name: 'Bitte füllen Sie alle Pflichtfelder aus.',
    role: 'Bitte füllen Sie alle Pflichtfelder aus.',
    firstGroup: 'Ungültige Eingabe. Bitte prüfen Sie Ihre Angaben.',
  });
});

test('without the German options zod would answer in English', async () => {
  expect((await resolve()).firstGroup).toBe('Invalid input');
});
