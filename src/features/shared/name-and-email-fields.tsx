import { useFormContext } from 'react-hook-form';
import { FormField } from '../../ui/form-field';

/**
 * Who writes: the required name and e-mail address of a form inside a FieldForm (registration, contact), with
 * the autocomplete hints that let the browser fill in both.
 */
export function NameAndEmailFields({ texts }: { texts: { name: string; email: string } }) {
  const { register } = useFormContext<{ name: string; email: string }>();
  return (
    <>
      <FormField field={register('name')} label={texts.name} required>
        <input type="text" autoComplete="name" />
      </FormField>
      <FormField field={register('email')} label={texts.email} required>
        <input type="email" autoComplete="email" />
      </FormField>
    </>
  );
}
