import styles from './progress-meter.module.css';
import { collaborativeTexts as t } from './texts';
import { ProgressTrack } from '../../ui/progress-track';

/** A labelled progress bar: the percentage is visible text and the bar a named progressbar. */
export function ProgressMeter({ value, label }: { value: number; label: string }) {
  return (
    <div className={styles.meter}>
      <div className={styles.row}>
        <span className={styles.label}>{t.progress}</span>
        <span className={styles.value}>{value}&nbsp;%</span>
      </div>
      <ProgressTrack
        percent={value}
        label={label}
        valueText={`${value} %`}
        trackClassName={styles.track}
        fillClassName={styles.fill}
      />
    </div>
  );
}
