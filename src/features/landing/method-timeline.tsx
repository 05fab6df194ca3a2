import { Link } from '../../ui/link';
import { buttonClass } from '../../ui/button';
import styles from './method-timeline.module.css';
import { landingTexts as t } from './texts';

/** The six-step method of SPEC §1 as an ordered list, ending in the workshop request. */
export function MethodTimeline() {
  return (
    <section aria-labelledby="methode" className={styles.section}>
      <h2 id="methode">{t.methodHeading}</h2>
      <p className={styles.lead}>{t.methodLead}</p>
      <ol className={styles.steps} aria-label={t.methodLabel}>
        {t.steps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link className={buttonClass('primary')} to="/kontakt">
        {t.requestWorkshop}
      </Link>
    </section>
  );
}
