import { Plus } from './icons/plus';
import { X } from './icons/x';
import { useId, useRef, useState } from 'react';
import { Button } from './button';
import styles from './chips-input.module.css';
import fieldStyles from './form-field.module.css';
import { useFocusAfterRemoval } from './use-focus-after-removal';

export interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (chips: string[]) => void;
  addLabel?: string;
  placeholder?: string;
  /** For a field whose surrounding legend already shows the name: the label is read, not shown. */
  hideLabel?: boolean;
  /** The form's message for the chips (one too long): shown under the field, which it marks invalid and describes. */
  error?: string;
}

/** A chips field's message among a form's errors: its own, or the first of its chips' (`technologies.2`). */
export function chipsError(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  return Array.isArray(error) ? error.map(chipsError).find(Boolean) : undefined;
}

/**
 * Removable chips, added with the button or Enter; the button waits for text; duplicates are ignored. Text left in
 * the field becomes a chip when the field loses focus: clicking 'Speichern' or 'Zurück' next would otherwise drop
 * it without a word (and the form would not know it had unsaved input). The button is only marked unavailable
 * (`aria-disabled`), so Tab from the field to it keeps the focus there after the chip is added. A removed chip
 * hands the focus to the next chip's remove button, or the previous one, or the field.
 */
export function ChipsInput({
  label,
  value,
  onChange,
  addLabel = 'Hinzufügen',
  placeholder,
  hideLabel,
  error,
}: ChipsInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState('');
  const text = draft.trim();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const removing = useFocusAfterRemoval(value.length, (index) => {
    (list.current?.querySelectorAll('button')[index] ?? input.current)?.focus();
  });

  function remove(index: number) {
    removing(index);
    onChange(value.filter((_, i) => i !== index));
  }

  function add() {
    if (!text) return;
    if (!value.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  }

  return (
    <div className={styles.wrap}>
      <label className={hideLabel ? 'visually-hidden' : styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          ref={input}
          id={id}
          type="text"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onBlur={add}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" size="small" aria-disabled={!text || undefined} onClick={add}>
          <Plus size={16} aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
      {value.length > 0 && (
        <ul ref={list} className={styles.chips} aria-label={label}>
          {value.map((chip, index) => (
            <li key={chip} className={styles.chip}>
              {chip}
              <button type="button" aria-label={`${chip} entfernen`} onClick={() => remove(index)}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
