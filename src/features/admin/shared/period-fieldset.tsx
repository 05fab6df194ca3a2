import { useFormContext } from 'react-hook-form';
import { dateInputBounds } from '../../../ui/date-input-bounds';
import { FormField } from '../../../ui/form-field';
import styles from './admin.module.css';

/** The form's `startDate` and `endDate` side by side under 'Zeitraum' (polls, projects; a project needs its start). */
export function PeriodFieldset({
  texts,
  startRequired = false,
  className,
}: {
  texts: { period: string; startDate: string; endDate: string };
  startRequired?: boolean;
  className: string | undefined;
}) {
  const { register } = useFormContext<{ startDate: string; endDate: string }>();
  return (
    <fieldset className={className}>
      <legend>{texts.period}</legend>
      <div className={styles.grid2}>
        <FormField field={register('startDate')} live={false} label={texts.startDate} required={startRequired}>
          <input type="date" {...dateInputBounds} />
        </FormField>
        <FormField field={register('endDate')} live={false} label={texts.endDate}>
          <input type="date" {...dateInputBounds} />
        </FormField>
      </div>
    </fieldset>
  );
}
