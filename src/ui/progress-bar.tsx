import styles from './progress-bar.module.css';
import layout from './layout.module.css';

/** A labelled progress bar; `value` is a fraction 0–1. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div>
      <div className={styles.label}>
        <span>{label}</span>
        <span>{percent} %</span>
      </div>
      <div
        className={`${layout.meterTrack} ${styles.track}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={`${layout.meterFill} ${styles.fill}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
