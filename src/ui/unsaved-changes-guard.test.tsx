import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

/** A form with one field and a link away, guarded by `Guard` (this module's, or one loaded without the dialog). */
async function renderForm(Guard: typeof UnsavedChangesGuard = UnsavedChangesGuard) {
  function Form() {
    const [text, setText] = useState('');
    return (
      <>
        <h1>Formular</h1>
        <label>
          Nachricht
          <input value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <Link to="/weiter">Weiter</Link>
        <Guard dirty={text !== ''} />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/formular', element: <Form /> },
      { path: '/weiter', element: <h1>Weiter</h1> },
    ],
    { initialEntries: ['/formular'] },
  );
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Formular' });
  return router;
}

afterEach(() => {
  vi.doUnmock('./confirm-dialog');
  vi.resetModules();
});

test('an unchanged form leaves without a question', async () => {
  const user = userEvent.setup();
  const router = await renderForm();
  await user.click(screen.getByRole('link', { name: 'Weiter' }));
  expect(await screen.findByRole('heading', { name: 'Weiter' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/weiter');
});

test('a changed form asks before leaving: Abbrechen keeps what was typed and the focus, Verwerfen leaves', async () => {
  const user = userEvent.setup();
  const router = await renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Hallo');
  await user.click(screen.getByRole('link', { name: 'Weiter' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  expect(router.state.location.pathname).toBe('/formular');
  expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('Hallo');
  // Drawn at the question, the dialog still gives the focus back to the link that asked to leave.
  await waitFor(() => expect(screen.getByRole('link', { name: 'Weiter' })).toHaveFocus());

  await user.click(screen.getByRole('link', { name: 'Weiter' }));
  const again = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  await user.click(within(again).getByRole('button', { name: 'Verwerfen' }));
  expect(await screen.findByRole('heading', { name: 'Weiter' })).toBeInTheDocument();
});

test('when the dialog cannot be loaded, the browser asks, and the form and its text stay', async () => {
  vi.resetModules();
  vi.doMock('./confirm-dialog', () => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/confirm-dialog.js');
  });
  const { UnsavedChangesGuard: Guard } = await import('./unsaved-changes-guard');
  const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const router = await renderForm(Guard);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), 'Hallo');
  await user.click(screen.getByRole('link', { name: 'Weiter' }));
  await waitFor(() => expect(ask).toHaveBeenCalledTimes(1));
  expect(ask).toHaveBeenCalledWith(
    'Änderungen verwerfen?\n\nSie haben ungespeicherte Änderungen. Wenn Sie das Formular verlassen, gehen sie verloren.',
  );
  expect(router.state.location.pathname).toBe('/formular');
  expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveValue('Hallo');

  await user.click(screen.getByRole('link', { name: 'Weiter' }));
  expect(await screen.findByRole('heading', { name: 'Weiter' })).toBeInTheDocument();
  expect(ask).toHaveBeenCalledTimes(2);
});
