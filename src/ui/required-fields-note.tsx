import styles from './form-field.module.css';

/** The one wording of the required-fields note (docs/glossary.md). */
const requiredFieldsNote = 'Felder mit * sind Pflichtfelder.';

/**
 * Above the first field of every form that marks required fields with an asterisk. Apart from FormField, which a
 * first visit loads: only the forms' own chunks carry it.
 */
export function RequiredFieldsNote() {
  return <p className={styles.hint}>{requiredFieldsNote}</p>;
}
