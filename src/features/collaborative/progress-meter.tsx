import styles from './progress-meter.module.css';
import { collaborativeTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** A labelled progress bar: the percentage is visible text and the bar a named progressbar. */
export function ProgressMeter({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.meter}>
      <div className={styles.row}>
        <span className={styles.label}>{t.progress}</span>
        <span className={styles.value}>{value}&nbsp;%</span>
      </div>
      <div
        className={`${layout.meterTrack} ${styles.track}`}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value} %`}
      >
        <div className={`${layout.meterFill} ${styles.fill}`} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
