import styles from './admin.module.css';

/** A table cell's optional text (e.g. a description): the text in its own span, or a muted dash when there is none. */
export function TextOrDash({
  text,
  className,
  titled = false,
}: {
  text: string | null | undefined;
  className: string | undefined;
  /** Also shows the whole text as a tooltip, for a cell that clamps it. */
  titled?: boolean;
}) {
  return text ? (
    <span className={className} title={titled ? text : undefined}>
      {text}
    </span>
  ) : (
    <span className={styles.muted}>–</span>
  );
}
