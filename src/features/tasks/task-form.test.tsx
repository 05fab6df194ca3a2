import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { TaskDraft } from '../../domain/task-draft';
import { ValidationError } from '../../data/errors';
import { TaskForm } from './task-form';
import { chooseFiles, pickedFile } from '../../testing/upload-files';

test('the task form requires title and description and sends nothing until both are there', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockResolvedValue();
  const user = userEvent.setup();
  render(<TaskForm projectId={1} vocabulary="admin" onSave={onSave} onCancel={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  expect(screen.getByLabelText(/Titel/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/Titel/)).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(screen.getByLabelText(/Beschreibung/)).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(onSave).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/Titel/), 'Interviews führen');
  await user.type(screen.getByLabelText(/Beschreibung/), 'Mit drei Beratungsstellen');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      projectId: 1,
      title: 'Interviews führen',
      description: 'Mit drei Beratungsstellen',
      status: 'todo',
      priority: 'medium',
      deadline: null,
    }),
  );
});

test('the edit form offers the workflow vocabulary and keeps what was typed when saving fails', async () => {
  const onSave = vi
    .fn<(draft: TaskDraft) => Promise<void>>()
    .mockRejectedValue(new ValidationError('Maximal 5 Dateien können hochgeladen werden'));
  const user = userEvent.setup();
  render(
    <TaskForm
      projectId={1}
      vocabulary="workflow"
      initial={{ title: 'Alt', description: 'Text', status: 'in-progress' }}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  const status = screen.getByLabelText('Status');
  expect(
    within(status)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value),
  ).toEqual(['open', 'in-progress', 'completed']);
  expect(status).toHaveValue('in-progress');
  await user.clear(screen.getByLabelText(/Titel/));
  await user.type(screen.getByLabelText(/Titel/), 'Neu');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Maximal 5 Dateien können hochgeladen werden')).toBeVisible();
  expect(screen.getByLabelText(/Titel/)).toHaveValue('Neu');
});

test('a server refusal with reasons per field shows the reasons, not only its general text', async () => {
  const onSave = vi
    .fn<(draft: TaskDraft) => Promise<void>>()
    .mockRejectedValue(
      new ValidationError('Bitte prüfen Sie Ihre Eingaben.', { deadline: 'Die Frist liegt nach dem Projektende.' }),
    );
  const user = userEvent.setup();
  render(
    <TaskForm
      projectId={1}
      vocabulary="workflow"
      initial={{ title: 'Alt', description: 'Text' }}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Frist liegt nach dem Projektende.');
});

const file = (name: string, type = 'application/pdf') => pickedFile(name, type);
/** A form whose required fields are filled, so only its attachments decide what happens. */
const renderFilledForm = (onSave: (draft: TaskDraft) => Promise<void>) =>
  render(
    <TaskForm
      projectId={1}
      vocabulary="admin"
      initial={{ title: 'T', description: 'D' }}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
const addFiles = (user: UserEvent, files: File[]) =>
  chooseFiles(user, screen.getByRole('button', { name: 'Datei hinzufügen' }), files);

test('the form takes at most 5 attachments: a sixth is refused with the spec text, at 5 both add buttons are off', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockResolvedValue();
  const user = userEvent.setup();
  renderFilledForm(onSave);
  await addFiles(
    user,
    ['1', '2', '3', '4', '5', '6'].map((n) => file(`${n}.pdf`)),
  );
  expect(await screen.findByText('Maximal 5 Dateien können hochgeladen werden')).toBeVisible();
  expect(screen.getByRole('group', { name: 'Anhänge (0/5)' })).toBeInTheDocument();
  await addFiles(
    user,
    ['1', '2', '3', '4'].map((n) => file(`${n}.pdf`)),
  );
  expect(await screen.findByRole('group', { name: 'Anhänge (4/5)' })).toBeInTheDocument();
  expect(screen.queryByText('Maximal 5 Dateien können hochgeladen werden')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Datei hinzufügen' })).toBeEnabled();
  await addFiles(user, [file('foto.png', 'image/png')]);
  expect(await screen.findByRole('group', { name: 'Anhänge (5/5)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Datei hinzufügen' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('button', { name: 'Link hinzufügen' })).toHaveAttribute('aria-disabled', 'true');
  // Marked, not disabled, so the focus stays on it; pressing it asks for nothing.
  const prompt = vi.spyOn(window, 'prompt');
  await user.click(screen.getByRole('button', { name: 'Link hinzufügen' }));
  expect(prompt).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Link hinzufügen' })).toHaveFocus();
  prompt.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Entfernen: 2.pdf' }));
  expect(screen.getByRole('button', { name: 'Datei hinzufügen' })).not.toHaveAttribute('aria-disabled');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      files: ['1.pdf', '3.pdf', '4.pdf', 'foto.png'].map((name) => expect.objectContaining({ name })),
    }),
  );
});

test('a file picked just before saving is saved with the task', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockResolvedValue();
  const user = userEvent.setup();
  renderFilledForm(onSave);
  await addFiles(user, [file('protokoll.pdf')]);
  // Saved while the picked file's first bytes are still being read.
  fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() =>
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ files: [expect.objectContaining({ name: 'protokoll.pdf' })] }),
    ),
  );
});

test('a link comes from a prompt: an empty or cancelled one adds nothing, an image link is saved as an image', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockResolvedValue();
  const prompt = vi
    .spyOn(window, 'prompt')
    .mockReturnValueOnce('   ')
    .mockReturnValueOnce(null)
    .mockReturnValueOnce('https://example.org/bilder/Plakat.png');
  const user = userEvent.setup();
  renderFilledForm(onSave);
  const addLink = screen.getByRole('button', { name: 'Link hinzufügen' });
  await user.click(addLink);
  await user.click(addLink);
  expect(prompt).toHaveBeenCalledWith('Adresse (URL) des Anhangs:');
  expect(screen.getByRole('group', { name: 'Anhänge (0/5)' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(addLink);
  expect(screen.getByRole('group', { name: 'Anhänge (1/5)' })).toBeInTheDocument();
  expect(screen.getByText('Plakat.png')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSave).toHaveBeenCalledWith(
    expect.objectContaining({
      attachments: [
        expect.objectContaining({ name: 'Plakat.png', type: 'image', url: 'https://example.org/bilder/Plakat.png' }),
      ],
    }),
  );
  prompt.mockRestore();
});

test('choosing an assignee or removing a kept attachment counts as a change; undoing the choice does not', async () => {
  const onDirtyChange = vi.fn<(dirty: boolean) => void>();
  const user = userEvent.setup();
  const attachment = {
    id: 1,
    name: 'plan.pdf',
    type: 'pdf' as const,
    url: '/plan.pdf',
    size: 1,
    uploadedAt: null,
    uploadedBy: null,
  };
  render(
    <TaskForm
      projectId={1}
      vocabulary="workflow"
      initial={{ title: 'T', description: 'D', attachments: [attachment], assignedTo: [2] }}
      assigneeOptions={[
        { id: 2, name: 'Nina Nutzer' },
        { id: 3, name: 'Anna Admin' },
      ]}
      onSave={async () => {}}
      onCancel={() => {}}
      onDirtyChange={onDirtyChange}
    />,
  );
  expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  await user.click(screen.getByRole('checkbox', { name: 'Anna Admin' }));
  expect(onDirtyChange).toHaveBeenLastCalledWith(true);
  await user.click(screen.getByRole('checkbox', { name: 'Anna Admin' }));
  expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  await user.click(screen.getByRole('button', { name: 'Entfernen: plan.pdf' }));
  expect(onDirtyChange).toHaveBeenLastCalledWith(true);
});

test('the assignee hint says what an empty choice does: the whole group for a new task, nobody for an unassigned one', () => {
  const options = [{ id: 2, name: 'Nina Nutzer' }];
  const { unmount } = render(
    <TaskForm projectId={1} vocabulary="admin" assigneeOptions={options} onSave={async () => {}} onCancel={() => {}} />,
  );
  expect(
    screen.getByText('Ohne Auswahl wird die Aufgabe allen Mitgliedern der Projektgruppe zugewiesen.'),
  ).toBeInTheDocument();
  unmount();
  render(
    <TaskForm
      projectId={1}
      vocabulary="admin"
      initial={{ title: 'T', description: 'D', assignedTo: [] }}
      assigneeOptions={options}
      onSave={async () => {}}
      onCancel={() => {}}
    />,
  );
  expect(
    screen.getByText('Die Aufgabe ist bisher niemandem zugewiesen; ohne Auswahl bleibt das so.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/allen Mitgliedern/)).not.toBeInTheDocument();
});

test('a file whose content is not what its name and type say is refused at the files before saving, and by the store after', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockRejectedValue(
    new ValidationError('Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien', {
      files: 'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien',
    }),
  );
  const user = userEvent.setup();
  renderFilledForm(onSave);
  const files = screen.getByRole('group', { name: 'Anhänge (0/5)' });
  await addFiles(user, [
    new File(['<!doctype html><script>alert(1)</script>'], 'rechnung.pdf', { type: 'application/pdf' }),
  ]);
  expect(
    await within(files).findByText(
      'Der Inhalt der Datei „rechnung.pdf“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('group', { name: 'Anhänge (0/5)' })).toBeInTheDocument();

  await addFiles(user, [file('Plan.pdf')]);
  await user.click(await screen.findByRole('button', { name: 'Speichern' }));
  expect(
    await within(screen.getByRole('group', { name: 'Anhänge (1/5)' })).findByText(
      'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien',
    ),
  ).toBeVisible();
  expect(screen.getByLabelText(/^Titel/)).toHaveValue('T');
});
