import { ImagePlus } from './icons/image-plus';
import { X } from './icons/x';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ImageProcessingError } from '../lib/images';
import { Button } from './button';
import styles from './image-input.module.css';
import { StoredImage } from './stored-image';
import layout from './layout.module.css';

/** An image already stored (url) or newly chosen (file, not yet saved). */
export type ImageItem =
  { kind: 'stored'; url: string } | { kind: 'new'; file: { name: string; type: string; blob: Blob } };

export interface ImageInputProps {
  label: string;
  hint?: string;
  multiple?: boolean;
  value: ImageItem[];
  onChange: (items: ImageItem[]) => void;
  /**
   * Turns picked files into storable images (validation, scaling). Throws an ImageProcessingError, whose German
   * reason is shown after `errorText`; any other error shows `errorText` alone.
   */
  prepare: (file: File) => Promise<{ name: string; type: string; blob: Blob }>;
  /** Shown when `prepare` fails; SPEC §8 has one text for one image and one for several. */
  errorText: string;
}

function NewImagePreview({ blob, alt }: { blob: Blob; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={alt} width={144} height={96} />;
}

/** Picks, previews and removes images; new ones are prepared (scaled) before they reach the form. */
export function ImageInput({ label, hint, multiple = false, value, onChange, prepare, errorText }: ImageInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setError(null);
    try {
      const prepared = await Promise.all(files.map(prepare));
      const added: ImageItem[] = prepared.map((file) => ({ kind: 'new', file }));
      onChange(multiple ? [...value, ...added] : added.slice(0, 1));
    } catch (e) {
      // Other errors carry the browser's or a library's wording, often English: the spec text stands alone then.
      setError(e instanceof ImageProcessingError && e.message ? `${errorText}: ${e.message}` : errorText);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wrap} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {hint && <span className={styles.hint}>{hint}</span>}
      {value.length > 0 && (
        <ul className={layout.wrapList}>
          {value.map((item, i) => {
            const name = item.kind === 'stored' ? `${label} ${i + 1}` : item.file.name;
            return (
              <li key={item.kind === 'stored' ? item.url : `${item.file.name}-${i}`} className={styles.preview}>
                {item.kind === 'stored' ? (
                  <StoredImage src={item.url} alt={name} width={144} height={96} />
                ) : (
                  <NewImagePreview blob={item.file.blob} alt={name} />
                )}
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.remove}
                  aria-label={`${name} entfernen`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        onChange={(e) => {
          void pick(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <div>
        <Button variant="secondary" size="small" disabled={busy} onClick={() => input.current?.click()}>
          <ImagePlus size={16} aria-hidden="true" />{' '}
          {busy
            ? 'Bild wird verarbeitet …'
            : multiple
              ? 'Bilder hinzufügen'
              : value.length
                ? 'Bild ersetzen'
                : 'Bild auswählen'}
        </Button>
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
