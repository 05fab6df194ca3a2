import { cloneElement, isValidElement, useContext, useId, type ReactElement, type ReactNode } from 'react';
// A type only: FormField is on first visits without react-hook-form, which must not load the library.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormSummaryContext, useFieldState } from './form-field-state';
import styles from './form-field.module.css';

interface ControlProps {
  id?: string;
  /** Kept and joined with the field's own hint and error, e.g. the id of a form-level message. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /**
   * The registered react-hook-form field (`register('title')`, inside a FieldForm): the control gets it, and its
   * message and invalid state come from the form under that same name. A message the form's summary shows
   * describes the control from there instead of repeating under it.
   */
  field?: UseFormRegisterReturn;
  /** A react-hook-form field whose control registers itself (a Controller's, a picker's): its name. */
  name?: string;
  /** For a control outside react-hook-form: its own message. */
  error?: string;
  /** For a control outside react-hook-form: invalid without a message of its own. */
  invalid?: boolean;
  hint?: ReactNode;
  required?: boolean;
  /**
   * Whether the message is announced when it appears (role="alert"). Forms that move the focus to the first
   * invalid field after a submit pass false: the field's description says it there, and several fields with
   * the same message (required fields) would otherwise be announced once each.
   */
  live?: boolean;
  /** One input, select or textarea; it gets the id, aria-invalid and aria-describedby. */
  children: ReactElement<ControlProps>;
}

/** Label, control and error message wired together for screen readers. */
export function FormField(props: FormFieldProps) {
  const { field, label, error, invalid, hint, required, live = true, children } = props;
  const name = field?.name ?? props.name;
  const state = useFieldState(name);
  const inForm = useContext(FormSummaryContext).id !== '';
  // A control registered on its own ({...register('x')}) leaves the field without its messages: 'Speichern' would
  // refuse without a word. Registered through `field`, the two cannot drift apart.
  if (import.meta.env.DEV && inForm && name === undefined && isValidElement(children) && 'name' in children.props)
    console.error(
      `FormField „${typeof label === 'string' ? label : '…'}“: das Feld über field={register(…)} anbinden.`,
    );
  if (import.meta.env.DEV && name !== undefined && !inForm)
    console.error(
      `FormField „${typeof label === 'string' ? label : '…'}“ außerhalb einer FieldForm zeigt keine Meldung.`,
    );
  const message = error ?? state.error;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const own = isValidElement(children) ? children.props['aria-describedby'] : undefined;
  const describedBy = [hintId, errorId, state.summaryId, own].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
        ...field,
        id,
        'aria-invalid': message || invalid || state.invalid ? true : undefined,
        // The asterisk is hidden from screen readers: the control itself says it is required.
        ...(required ? { 'aria-required': true } : {}),
        'aria-describedby': describedBy,
        className: [styles.control, children.props.className].filter(Boolean).join(' '),
      })
    : children;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {control}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {message && (
        <p id={errorId} className={styles.error} role={live ? 'alert' : undefined}>
          {message}
        </p>
      )}
    </div>
  );
}
