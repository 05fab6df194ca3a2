import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FieldForm } from './field-form';
import { FormField } from './form-field';

test('a required field is announced as required, not only drawn with an asterisk; its message describes it', () => {
  render(
    <>
      <FormField label="Titel" required error="Bitte geben Sie einen Titel ein.">
        <input type="text" />
      </FormField>
      <FormField label="Notiz">
        <textarea />
      </FormField>
    </>,
  );
  const title = screen.getByRole('textbox', { name: 'Titel' });
  expect(title).toBeRequired();
  expect(title).toBeInvalid();
  expect(title).toHaveAccessibleDescription('Bitte geben Sie einen Titel ein.');
  expect(screen.getByRole('textbox', { name: 'Notiz' })).not.toBeRequired();
  expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Titel ein.');
});

test('a form that focuses its first invalid field keeps the field messages out of the live region', () => {
  render(
    <FormField label="Titel" required error="Bitte füllen Sie alle Pflichtfelder aus." live={false}>
      <input type="text" />
    </FormField>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAccessibleDescription(
    'Bitte füllen Sie alle Pflichtfelder aus.',
  );
});

function TwoFields() {
  const form = useForm({ defaultValues: { title: '', end: '' } });
  const submit = form.handleSubmit(() => undefined);
  return (
    <FieldForm form={form} order={['Bitte füllen Sie alle Pflichtfelder aus.']} onSubmit={submit} aria-label="Test">
      <FormField name="end" label="Enddatum">
        <input type="text" {...form.register('end', { validate: (v) => v !== 'x' || 'Zu früh' })} />
      </FormField>
      <FormField name="title" label="Titel" required>
        <input type="text" {...form.register('title', { required: 'Bitte füllen Sie alle Pflichtfelder aus.' })} />
      </FormField>
      <button type="submit">Speichern</button>
    </FieldForm>
  );
}

test('a named field reads its state from the form: a summary message once above it, its own message under it', async () => {
  const user = userEvent.setup();
  render(<TwoFields />);
  await user.type(screen.getByRole('textbox', { name: 'Enddatum' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Speichern' }));
  const title = screen.getByRole('textbox', { name: 'Titel' });
  const end = screen.getByRole('textbox', { name: 'Enddatum' });
  // The first invalid field in reading order gets the focus, whatever order the fields registered in.
  await waitFor(() => expect(end).toHaveFocus());
  expect(screen.getAllByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveLength(1);
  expect(title).toBeInvalid();
  expect(title).toBeRequired();
  expect(title).toHaveAccessibleDescription('Bitte füllen Sie alle Pflichtfelder aus.');
  expect(end).toHaveAccessibleDescription('Zu früh');
});
