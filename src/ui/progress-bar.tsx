import styles from './progress-bar.module.css';
import { ProgressTrack } from './progress-track';

/** A labelled progress bar; `value` is a fraction 0–1. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div>
      <div className={styles.label}>
        <span>{label}</span>
        <span>{percent} %</span>
      </div>
      <ProgressTrack percent={percent} label={label} trackClassName={styles.track} fillClassName={styles.fill} />
    </div>
  );
}
