import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import * as coreMessages from '../../domain/core-messages';
import { DESCRIPTION_MAX, EMAIL_MAX, NAME_MAX, tooLong } from '../../domain/text-limits';
import { BLANK, addressOf, expectRefusedAtField, over } from '../../testing/form-limits';
import { renderRoute } from '../../testing/render-route';
import * as contactRoute from './contact-route';

// The seeded store is real IndexedDB work (fake-indexeddb): give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/*
 * Every limited or required text of the contact form, one row per field and case: one character over the limit of
 * text-limits.ts, or only white space where the field is required. The other fields are filled as they should be, so
 * the field under test is the only invalid one: its message describes it, it is marked invalid and has the focus,
 * and nothing is sent: the form refuses by the draft's schema (contact.ts) before asking the store.
 */

type Field = 'Name' | 'E-Mail-Adresse' | 'Ihre Nachricht' | 'Sicherheitsabfrage';

interface Row {
  field: Field;
  case: string;
  value: string;
  message: string;
}

const rows: Row[] = [
  { field: 'Name', case: `${NAME_MAX + 1} Zeichen`, value: over(NAME_MAX), message: tooLong('Name', NAME_MAX) },
  {
    field: 'E-Mail-Adresse',
    case: `${EMAIL_MAX + 1} Zeichen`,
    value: addressOf(EMAIL_MAX + 1),
    message: tooLong('E-Mail-Adresse', EMAIL_MAX),
  },
  {
    field: 'Ihre Nachricht',
    case: `${DESCRIPTION_MAX + 1} Zeichen`,
    value: over(DESCRIPTION_MAX),
    message: tooLong('Nachricht', DESCRIPTION_MAX),
  },
  { field: 'Name', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
  { field: 'E-Mail-Adresse', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
  { field: 'Ihre Nachricht', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
  { field: 'Sicherheitsabfrage', case: 'nur Leerraum', value: BLANK, message: coreMessages.requiredFields },
];

const routes: RouteObject[] = [
  { path: '/kontakt', ...contactRoute },
  { path: '/datenschutz', element: <h1>Datenschutz</h1> },
];

const fieldOf = (field: Field) =>
  field === 'Sicherheitsabfrage'
    ? screen.getByRole('textbox', { name: /^Sicherheitsabfrage:/ })
    : screen.getByRole('textbox', { name: field });

/** The answer to the question on screen ('Wie viel ist 3 × 4?'), so that only the field under test is wrong. */
function answer(): string {
  const question = screen.getByText(/^Wie viel ist \d+ [+−×] \d+\?$/).textContent ?? '';
  const [, a, operator, b] = /(\d+) ([+−×]) (\d+)/.exec(question) ?? [];
  const [x, y] = [Number(a), Number(b)];
  return String(operator === '+' ? x + y : operator === '−' ? x - y : x * y);
}

test.each(rows)('Kontakt: $field, $case – refused at the field, nothing sent', async (row) => {
  const user = userEvent.setup();
  const { ctx, repo } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('textbox', { name: 'Name' });
  const valid: Record<Field, string> = {
    Name: 'Erika Muster',
    'E-Mail-Adresse': 'erika@example.com',
    'Ihre Nachricht': 'Wir möchten einen Workshop anfragen.',
    Sicherheitsabfrage: answer(),
  };
  for (const field of Object.keys(valid) as Field[]) {
    await user.click(fieldOf(field));
    // Pasted: typing thousands of characters one by one would take minutes.
    await user.paste(field === row.field ? row.value : valid[field]);
  }
  const send = vi.spyOn(repo.contact, 'send');
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

  const field = fieldOf(row.field);
  await expectRefusedAtField(field, row.message, {
    write: send,
    stored: async () => [await ctx.db.contactMessages.count(), await ctx.db.mails.count()],
    before: [0, 0],
  });
});
