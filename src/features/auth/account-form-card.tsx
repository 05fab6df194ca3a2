import type { ReactNode } from 'react';
import type { FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../ui/button';
import { FieldForm, type FieldFormProps } from '../../ui/field-form';
import { FormField } from '../../ui/form-field';
import { Card } from '../../ui/page';
import page from '../../ui/page.module.css';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import styles from './account-form.module.css';

interface AccountFormCardProps<TValues extends FieldValues, TOutput> extends FieldFormProps<TValues, TOutput> {
  /** The submit button's label, and what it says while the form is sent. */
  texts: { submit: string; submitting: string };
  /** Where to go instead, under the form (back to the login, a new link, …). */
  links: ReactNode;
  /** Above the note on required fields, e.g. the guard against leaving with unsaved input. */
  guard?: ReactNode;
}

/**
 * The card every account form (registration, forgotten and new password) stands in: the note on required fields,
 * the fields, one full-width submit button that is busy while the form is sent, and the links under it.
 */
export function AccountFormCard<TValues extends FieldValues, TOutput>({
  texts,
  links,
  guard,
  children,
  ...props
}: AccountFormCardProps<TValues, TOutput>) {
  const { isSubmitting } = props.form.formState;
  return (
    <Card>
      <FieldForm {...props} className={styles.form}>
        {guard}
        <RequiredFieldsNote />
        {children}
        <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </FieldForm>
      <p className={page.cardLinks}>{links}</p>
    </Card>
  );
}

/** A new password and its confirmation (registration, reset), each registered with the form. */
export function NewPasswordFields({
  texts,
  password,
  confirmation,
}: {
  texts: { password: string; passwordHint: string; confirmPassword: string };
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'confirmPassword'>;
}) {
  return (
    <>
      <FormField name="password" label={texts.password} hint={texts.passwordHint} required>
        <input type="password" autoComplete="new-password" {...password} />
      </FormField>
      <FormField name="confirmPassword" label={texts.confirmPassword} required>
        <input type="password" autoComplete="new-password" {...confirmation} />
      </FormField>
    </>
  );
}
