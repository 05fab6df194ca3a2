import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TaskDraft } from '../../domain/task';
import { ValidationError } from '../../data/errors';
import { TaskForm } from './task-form';

test('the task form requires title and description and sends nothing until both are there', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockResolvedValue();
  const user = userEvent.setup();
  render(<TaskForm projectId={1} vocabulary="admin" onSave={onSave} onCancel={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Bitte füllen Sie alle Pflichtfelder aus.')).toBeVisible();
  expect(screen.getByLabelText(/Titel/)).toHaveAttribute('aria-invalid', 'true');
  expect(onSave).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText(/Titel/), 'Interviews führen');
  await user.type(screen.getByLabelText(/Beschreibung/), 'Mit drei Beratungsstellen');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(onSave).toHaveBeenCalledWith(expect.objectContaining({
    projectId: 1, title: 'Interviews führen', description: 'Mit drei Beratungsstellen', status: 'todo', priority: 'medium', deadline: null,
  }));
});

test('the edit form offers the workflow vocabulary and keeps what was typed when saving fails', async () => {
  const onSave = vi.fn<(draft: TaskDraft) => Promise<void>>().mockRejectedValue(new ValidationError('Maximal 5 Dateien können hochgeladen werden'));
  const user = userEvent.setup();
  render(<TaskForm projectId={1} vocabulary="workflow" initial={{ title: 'Alt', description: 'Text', status: 'in-progress' }} onSave={onSave} onCancel={() => {}} />);
  const status = screen.getByLabelText('Status');
  expect([...status.querySelectorAll('option')].map((o) => o.value)).toEqual(['open', 'in-progress', 'completed']);
  expect(status).toHaveValue('in-progress');
  await user.clear(screen.getByLabelText(/Titel/));
  await user.type(screen.getByLabelText(/Titel/), 'Neu');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  expect(await screen.findByText('Maximal 5 Dateien können hochgeladen werden')).toBeVisible();
  expect(screen.getByLabelText(/Titel/)).toHaveValue('Neu');
});
