import { render, screen } from '@testing-library/react';
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
