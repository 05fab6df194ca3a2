import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import fieldStyles from '../../../ui/form-field.module.css';
import styles from './settings.module.css';
import { formatOpacity, settingsTexts as t } from './texts';

export interface HeroOpacitySliderProps {
  /** The shown value, also the slider's spoken value. */
  opacity: number;
  /** The form's registration of the opacity field (as a number). */
  field: UseFormRegisterReturn<'opacity'>;
}

/** The hero image's opacity from 0 to 1 in steps of 0.1, with its value beside it. */
export function HeroOpacitySlider({ opacity, field }: HeroOpacitySliderProps) {
  const sliderId = useId();
  const sliderHintId = useId();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={sliderId} className={fieldStyles.label}>
        {t.opacity}
      </label>
      <div className={styles.sliderRow}>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={1}
          step={0.1}
          aria-valuetext={formatOpacity(opacity)}
          aria-describedby={sliderHintId}
          {...field}
        />
        {/* Shown for sighted users; screen readers hear aria-valuetext on the slider itself. */}
        <output htmlFor={sliderId} className={styles.sliderValue} aria-hidden="true">
          {formatOpacity(opacity)}
        </output>
      </div>
      <span id={sliderHintId} className={fieldStyles.hint}>
        {t.opacityHint}
      </span>
    </div>
  );
}
