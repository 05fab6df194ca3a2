import { Sparkles } from '../../ui/icons/sparkles';
import { Users } from '../../ui/icons/users';
import { Zap } from '../../ui/icons/zap';
import { type Icon } from '../../ui/icons/create-icon';
import styles from './value-cards.module.css';
import { landingTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

const icons: Record<(typeof t.values)[number]['key'], Icon> = { fast: Zap, collaborative: Users, ai: Sparkles };

/** The three values of SPEC §1: fast development, collaborative, AI-supported. */
export function ValueCards() {
  return (
    <section aria-labelledby="werte" className={styles.section}>
      <h2 id="werte">{t.valuesHeading}</h2>
      <ul className={`${layout.bareList} ${styles.cards}`}>
        {t.values.map((value) => {
          const Icon = icons[value.key];
          return (
            <li key={value.key} className={`${layout.raised} ${styles.card}`}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={24} />
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
