import { Plus } from './icons/plus';
import { X } from './icons/x';
import { useId, useState } from 'react';
import { Button } from './button';
import styles from './chips-input.module.css';

export interface ChipsInputProps {
  label: string;
  value: string[];
  onChange: (chips: string[]) => void;
  addLabel?: string;
  placeholder?: string;
}

/**
 * Removable chips, added with the button or Enter; the button waits for text; duplicates are ignored. Text left in
 * the field becomes a chip when the field loses focus: clicking 'Speichern' or 'Zurück' next would otherwise drop
 * it without a word (and the form would not know it had unsaved input).
 */
export function ChipsInput({ label, value, onChange, addLabel = 'Hinzufügen', placeholder }: ChipsInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const text = draft.trim();

  function add() {
    if (!text) return;
    if (!value.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...value, text]);
    setDraft('');
  }

  return (
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={id}>{label}</label>
      <div className={styles.row}>
        <input
          id={id}
          type="text"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={add}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" size="small" disabled={!text} onClick={add}>
          <Plus size={16} aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {value.map((chip) => (
            <li key={chip} className={styles.chip}>
              {chip}
              <button type="button" aria-label={`${chip} entfernen`} onClick={() => onChange(value.filter((c) => c !== chip))}>
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
