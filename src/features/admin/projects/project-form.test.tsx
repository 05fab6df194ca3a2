import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Project } from '../../../domain/project';
import type { ProjectGroup } from '../../../domain/project-group';
import { ProjectForm } from './project-form';

const group: ProjectGroup = {
  id: 1,
  name: 'Digitale Beratung',
  description: '',
  status: 'active',
  type: 'collaborative',
  memberIds: [],
  adminId: null,
};

const project: Project = {
  id: 7,
  title: 'Sprachassistenz',
  description: 'Mehrsprachig beraten.',
  fullDescription: '',
  imageUrl: null,
  additionalImages: [],
  featured: false,
  technologies: [],
  status: 'active',
  features: [],
  startDate: '2026-07-01',
  endDate: null,
  deadline: null,
  projectGroupId: 1,
  members: [],
  category: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  createdBy: 1,
};

// Not a repository error (those carry a German message of their own): a bug or a failure without words for the user.
const unexpected = () => Promise.reject(new TypeError('Failed to fetch'));

function renderForm(initial?: Project) {
  const onSave = vi.fn(unexpected);
  // In a router: leaving a form with changes asks first (useBlocker).
  const form = (
    <ProjectForm project={initial} groups={[group]} userNames={new Map()} onSave={onSave} onBack={() => {}} />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: form }])} />);
  return { user: userEvent.setup(), onSave };
}

test('an unexpected failure while creating shows the spec text, keeps the input and gets the focus', async () => {
  const { user, onSave } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Titel' }), 'Neues Projekt');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Projektgruppe' }), '1');
  await user.type(screen.getByRole('textbox', { name: 'Kurzbeschreibung' }), 'Kurz');
  await user.type(screen.getByLabelText(/^Startdatum/), '2026-08-01');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  const alert = await screen.findByRole('alert');
  expect(onSave).toHaveBeenCalledOnce();
  expect(alert).toHaveTextContent(/^Fehler beim Erstellen des Projekts$/);
  // eslint-disable-next-line testing-library/no-node-access -- the focus target is the alert's plain wrapper (no role)
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Neues Projekt');
});

test('an unexpected failure while editing shows the spec text for updates', async () => {
  const { user, onSave } = renderForm(project);
  await user.click(screen.getByRole('button', { name: 'Speichern' }));

  const alert = await screen.findByRole('alert');
  expect(onSave).toHaveBeenCalledOnce();
  expect(alert).toHaveTextContent(/^Fehler beim Aktualisieren des Projekts$/);
  expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
});

test('an end date before the start date is refused at the end date, and nothing is saved', async () => {
  const { user, onSave } = renderForm(project);
  await user.type(screen.getByLabelText(/^Enddatum/), '2026-06-30');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const endDate = screen.getByLabelText(/^Enddatum/);
  await waitFor(() =>
    expect(endDate).toHaveAccessibleDescription(
      expect.stringContaining('Das Enddatum darf nicht vor dem Startdatum liegen.'),
    ),
  );
  expect(endDate).toHaveAttribute('aria-invalid', 'true');
  expect(endDate).toHaveValue('2026-06-30');
  expect(onSave).not.toHaveBeenCalled();
});
