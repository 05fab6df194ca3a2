import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TaskFormModal } from './task-form-modal';

const onSave = vi.fn(async () => {});

/** Opens the modal the way the task screens do: from state, by a button outside it. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aufgabe erstellen
      </button>
      <TaskFormModal
        open={open}
        title="Neue Aufgabe"
        onClose={() => setOpen(false)}
        projectId={1}
        vocabulary="admin"
        onSave={onSave}
      />
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Screen />);
  await user.click(screen.getByRole('button', { name: 'Aufgabe erstellen' }));
  const modal = await screen.findByRole('dialog', { name: 'Neue Aufgabe' });
  return { user, modal };
}

const question = () => screen.queryByRole('alertdialog', { name: 'Änderungen verwerfen?' });

test('an untouched form closes at once, and focus goes back to the button that opened it', async () => {
  const { user, modal } = await openModal();
  await user.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(question()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Aufgabe erstellen' })).toHaveFocus();
});

test('with something typed, Abbrechen asks first; keeping on returns to the form with the text', async () => {
  const { user, modal } = await openModal();
  await user.type(within(modal).getByLabelText(/Titel/), 'Interviews führen');
  const cancel = within(modal).getByRole('button', { name: 'Abbrechen' });
  await user.click(cancel);
  const ask = await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  expect(ask).toHaveTextContent(
    'Sie haben ungespeicherte Änderungen. Wenn Sie das Fenster schließen, gehen diese verloren.',
  );
  // The safe choice has focus, so Enter does not discard by accident.
  expect(within(ask).getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(question()).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Neue Aufgabe' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Titel/)).toHaveValue('Interviews führen');
  expect(cancel).toHaveFocus();
});

test('Escape and the × button ask too; Verwerfen closes the modal without saving', async () => {
  const { user, modal } = await openModal();
  await user.type(within(modal).getByLabelText(/Beschreibung/), 'Notizen');
  await user.keyboard('{Escape}');
  await screen.findByRole('alertdialog', { name: 'Änderungen verwerfen?' });
  // Escape in the question only closes the question.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(question()).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Neue Aufgabe' })).toBeInTheDocument();
  await user.click(
    within(screen.getByRole('dialog', { name: 'Neue Aufgabe' })).getByRole('button', { name: 'Schließen' }),
  );
  await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Verwerfen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(onSave).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Aufgabe erstellen' })).toHaveFocus();
});

test('a change typed back to the start is no change: Abbrechen closes without asking', async () => {
  const { user, modal } = await openModal();
  const title = within(modal).getByLabelText(/Titel/);
  await user.type(title, 'x');
  await user.clear(title);
  await user.click(within(modal).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(question()).not.toBeInTheDocument();
});
