import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { NetworkError, ValidationError } from '../../data/errors';
import { useToasts } from '../../stores/toasts';
import { renderRoute } from '../../testing/render-route';
import * as contactRoute from './contact-route';

const routes: RouteObject[] = [
  { path: '/kontakt', ...contactRoute },
  { path: '/datenschutz', element: <h1>Datenschutz</h1> },
];

beforeEach(() => {
  useToasts.setState({ toasts: [] });
});

const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const emailField = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
const messageField = () => screen.getByRole('textbox', { name: 'Ihre Nachricht' });
const answerField = () => screen.getByRole('textbox', { name: /^Sicherheitsabfrage:/ });
const submit = () => screen.getByRole('button', { name: 'Nachricht senden' });

/** Reads 'Wie viel ist A + B?' (with +, − or ×) from the answer field's label and solves it. */
function solveQuestion(): { text: string; answer: number } {
  const label = (answerField() as HTMLInputElement).labels?.[0]?.textContent ?? '';
  const match = /Wie viel ist (\d+) ([+−×]) (\d+)\?/.exec(label);
  if (!match) throw new Error(`no question in "${label}"`);
  const [text, a, op, b] = [match[0], Number(match[1]), match[2], Number(match[3])];
  return { text, answer: op === '+' ? a + b : op === '−' ? a - b : a * b };
}

async function fillMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), 'Erika Muster');
  await user.type(emailField(), 'erika@example.com');
  await user.type(messageField(), 'Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.');
}

test('the contact page shows the form, the security question, the contact data and the privacy link', async () => {
  await renderRoute(routes, '/kontakt');
  expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
  expect(nameField()).toHaveAttribute('autocomplete', 'name');
  expect(emailField()).toHaveAttribute('autocomplete', 'email');
  expect(solveQuestion().text).toMatch(/^Wie viel ist \d+ [+−×] \d+\?$/);
  // The space before the hint sits inside the hidden span (no underlined gap); jsdom drops it from the name,
  // Chromium keeps it.
  const privacy = screen.getByRole('link', { name: /^Datenschutzerklärung ?\(öffnet in neuem Tab\)$/ });
  expect(privacy.textContent).toBe('Datenschutzerklärung (öffnet in neuem Tab)');
  expect(privacy).toHaveAttribute('href', '/datenschutz');
  // Read beside the form, which keeps what was typed.
  expect(privacy).toHaveAttribute('target', '_blank');
  const details = screen.getByRole('region', { name: 'Kontaktdaten' });
  expect(details).toHaveTextContent('kontakt@ki-kompetenzzentrum.de');
  expect(details).toHaveTextContent('+49 361 123456-0');
  expect(details).toHaveTextContent('Postfach 10 01 23');
  expect(details).toHaveTextContent('Juri-Gagarin-Ring 152');
});

test('leaving a filled form within the app asks first; Abbrechen keeps every entry, Verwerfen leaves', async () => {
  const user = userEvent.setup();
  // A person leaves through a link elsewhere on the page (the footer's, here a stand-in).
  const withLink: RouteObject[] = [
    {
      element: (
        <>
          <Link to="/datenschutz">Zur Datenschutzseite</Link>
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
  const { router } = await renderRoute(withLink, '/kontakt');
  await screen.findByRole('heading', { level: 1, name: 'Kontakt' });
  await fillMessage(user);
  await user.click(screen.getByRole('link', { name: 'Zur Datenschutzseite' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Nachricht verwerfen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(router.state.location.pathname).toBe('/kontakt');
  expect(nameField()).toHaveValue('Erika Muster');
  expect(messageField()).toHaveValue('Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.');

  await user.click(screen.getByRole('link', { name: 'Zur Datenschutzseite' }));
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Nachricht verwerfen?' })).getByRole('button', {
      name: 'Verwerfen',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutz' })).toBeInTheDocument();
});

test('a missing field shows the required message, marks the field and focuses it', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/kontakt');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Erika Muster');
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(coreMessages.requiredFields);
  expect(emailField()).toHaveFocus();
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveAccessibleDescription(coreMessages.requiredFields);
  expect(messageField()).toHaveAttribute('aria-invalid', 'true');
  expect(nameField()).not.toHaveAttribute('aria-invalid');
  expect(await ctx.db.mails.count()).toBe(0);
});

test('an invalid e-mail address is refused in German', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/kontakt');
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Erika Muster');
  await user.type(emailField(), 'erika-at-example');
  await user.type(messageField(), 'Hallo');
  await user.type(answerField(), String(solveQuestion().answer));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidEmail);
  expect(emailField()).toHaveFocus();
});

test('a wrong answer brings a new question, clears the answer and keeps the rest', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('textbox', { name: 'Name' });
  await fillMessage(user);
  const before = solveQuestion();
  await user.type(answerField(), String(before.answer + 1));
  await user.click(submit());
  // At the answer field, where the focus is (above the form it would be off a phone's screen).
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Die Sicherheitsabfrage wurde nicht korrekt beantwortet.');
  expect(answerField().compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(answerField()).toHaveAccessibleDescription(
    expect.stringContaining('Die Sicherheitsabfrage wurde nicht korrekt beantwortet.'),
  );
  expect(answerField()).toHaveAttribute('aria-invalid', 'true');
  expect(solveQuestion().text).not.toBe(before.text);
  expect(answerField()).toHaveValue('');
  expect(answerField()).toHaveFocus();
  expect(nameField()).toHaveValue('Erika Muster');
  expect(emailField()).toHaveValue('erika@example.com');
  expect(messageField()).toHaveValue('Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.');
  expect(await ctx.db.mails.count()).toBe(0);
});

test('the right answer sends the message, shows a toast and replaces the form by a thank-you', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('textbox', { name: 'Name' });
  await fillMessage(user);
  await user.type(answerField(), String(solveQuestion().answer));
  await user.click(submit());
  const thanks = await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' });
  await waitFor(() => expect(thanks).toHaveFocus());
  expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  expect(useToasts.getState().toasts.map((t) => [t.type, t.message])).toEqual([
    ['success', 'Ihre Nachricht wurde erfolgreich gesendet'],
  ]);
  const mails = await ctx.db.mails.toArray();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ to: 'kontakt@ki-kompetenzzentrum.de', subject: 'Kontaktanfrage von Erika Muster' });
  expect(mails[0]?.body).toContain('Am liebsten im Herbst.');
  expect(await ctx.db.contactMessages.count()).toBe(1);

  await user.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
  expect(nameField()).toHaveValue('');
  await waitFor(() => expect(nameField()).toHaveFocus());
});

test('a failed send shows the server message, or the fallback, and keeps what was typed', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('textbox', { name: 'Name' });
  const send = vi
    .spyOn(repo.contact, 'send')
    .mockRejectedValueOnce(new NetworkError())
    .mockRejectedValueOnce(new Error('boom'));
  await fillMessage(user);
  await user.type(answerField(), String(solveQuestion().answer));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(coreMessages.networkFailed);
  await user.click(submit());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Senden des Kontaktformulars'));
  expect(send).toHaveBeenCalledTimes(2);
  expect(nameField()).toHaveValue('Erika Muster');
  expect(messageField()).toHaveValue('Wir möchten einen Workshop anfragen.\nAm liebsten im Herbst.');
  expect(useToasts.getState().toasts).toHaveLength(0);
});

test('a server refusal of a field is shown there, marks it and focuses it, keeping the rest', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/kontakt');
  await screen.findByRole('textbox', { name: 'Name' });
  vi.spyOn(repo.contact, 'send').mockRejectedValueOnce(
    new ValidationError('Bitte prüfen Sie Ihre Eingaben.', { email: 'Diese E-Mail-Adresse nimmt keine Post an.' }),
  );
  await fillMessage(user);
  await user.type(answerField(), String(solveQuestion().answer));
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('Diese E-Mail-Adresse nimmt keine Post an.');
  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveFocus();
  expect(nameField()).toHaveValue('Erika Muster');
});
