import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useFieldState } from './form-field-state';
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
   * The react-hook-form field (inside a FieldForm): its message and invalid state come from the form, and a
   * message the form's summary shows describes the control from there instead of repeating under it.
   */
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
export function FormField({ name, label, error, invalid, hint, required, live = true, children }: FormFieldProps) {
  const state = useFieldState(name);
  const message = error ?? state.error;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const own = isValidElement(children) ? children.props['aria-describedby'] : undefined;
  const describedBy = [hintId, errorId, state.summaryId, own].filter(Boolean).join(' ') || undefined;
  const control = isValidElement(children)
    ? cloneElement(children, {
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
