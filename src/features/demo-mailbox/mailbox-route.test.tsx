import { act, getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { AppRouterProvider } from '../../app/app-router-provider';
import { revalidateOnChange } from '../../app/revalidate-on-change';
import { setRepository } from '../../data/repository-instance';
import { createTestRepository } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { routerSettled } from '../../testing/router-settled';
import * as mailboxRoute from './mailbox-route';

const routes: RouteObject[] = [
  { path: '/demo-postfach', ...mailboxRoute },
  { path: '/reset-password', element: <h1>Passwort zurücksetzen</h1> },
];

test('an empty mailbox says so and marks itself as part of the demo', async () => {
  await renderRoute(routes, '/demo-postfach');
  expect(await screen.findByRole('heading', { level: 1, name: 'Demo-Postfach' })).toBeInTheDocument();
  expect(screen.getByRole('complementary', { name: 'Teil der Demo' })).toHaveTextContent(
    'Es werden keine echten E-Mails verschickt',
  );
  expect(screen.getByText('Noch keine E-Mails')).toBeInTheDocument();
});

test('mails arrive live, newest first, with recipient, date, body and a working link', async () => {
  const user = userEvent.setup();
  // Wired as main.tsx wires the app, not renderRoute's re-read of everything: the route's `reading(['demo'])` must
  // name the mails.
  const { repo, ctx } = await createTestRepository();
  setRepository(repo);
  const router = createMemoryRouter(routes, { initialEntries: ['/demo-postfach'] });
  // Opened loaded, as renderRoute does: no hydration fallback is needed.
  await routerSettled(router);
  onTestFinished(revalidateOnChange(repo, { revalidate: () => router.revalidate() }));
  render(<AppRouterProvider router={router} />);
  await screen.findByText('Noch keine E-Mails');

  await act(() =>
    repo.contact.send({ name: 'Erika Muster', email: 'erika@example.com', message: 'Erste Zeile\nZweite Zeile' }),
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Kontaktanfrage von Erika Muster' })).toBeInTheDocument();

  ctx.setNow(new Date('2026-06-15T11:30:00.000Z'));
  await act(() => repo.passwordReset.request('nutzer@example.com'));
  const articles = await screen.findAllByRole('article');
  expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
    'Passwort zurücksetzen',
    'Kontaktanfrage von Erika Muster',
  ]);
  expect(screen.getByText('2 E-Mails')).toBeInTheDocument();

  const [reset, contact] = articles as [HTMLElement, HTMLElement];
  expect(reset).toHaveTextContent('An:nutzer@example.com');
  expect(within(reset).getByText(/^15\.06\.2026, \d{2}:30$/)).toBeInTheDocument();
  // Line breaks of the body are kept (rendered with white-space: pre-line).
  expect(
    within(contact).getByText(/schreibt:\n\nErste Zeile\nZweite Zeile$/, {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    }),
  ).toBeInTheDocument();
  expect(within(contact).queryByRole('link')).not.toBeInTheDocument();

  const token = (await ctx.db.passwordResets.toArray())[0]?.token;
  const link = within(reset).getByRole('link', { name: /^Link öffnen/ });
  expect(link).toHaveAttribute('href', `/reset-password?token=${token}`);
  await user.click(link);
  expect(await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeInTheDocument();
  expect(router.state.location.search).toBe(`?token=${token}`);
});

test('outside the demo build the mailbox only explains that it exists in the demo', async () => {
  const { repo } = await createTestRepository();
  setRepository({ ...repo, demo: null });
  const router = createMemoryRouter(routes, { initialEntries: ['/demo-postfach'] });
  // Opened loaded, as renderRoute does: no hydration fallback is needed.
  await routerSettled(router);
  render(<AppRouterProvider router={router} />);
  expect(await screen.findByText(/Das Demo-Postfach gibt es nur im Demo-Modus/)).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});
