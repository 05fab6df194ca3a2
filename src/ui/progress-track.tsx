import layout from './layout.module.css';

/**
 * The bar of a progress display: a named progressbar (0–100) whose fill is `percent` wide. Each user sets the track's
 * height and the fill's colour; `valueText` is what a screen reader says instead of the bare number, where given.
 */
export function ProgressTrack({
  percent,
  label,
  valueText,
  trackClassName,
  fillClassName,
}: {
  percent: number;
  label: string;
  valueText?: string;
  trackClassName: string | undefined;
  fillClassName: string | undefined;
}) {
  return (
    <div
      className={`${layout.meterTrack} ${trackClassName}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className={`${layout.meterFill} ${fillClassName}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
