import { CheckCircle2 } from '../../ui/icons/circle-check';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button';
import styles from './contact.module.css';
import { contactTexts as t } from './texts';

/** Replaces the form after a successful send; takes the focus so the outcome is read out. */
export function ContactThanks({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.thanks} aria-labelledby="contact-thanks-heading">
      <CheckCircle2 className={styles.thanksIcon} size={40} aria-hidden="true" />
      <h2 id="contact-thanks-heading" ref={heading} tabIndex={-1}>
        {t.thanksHeading}
      </h2>
      <p>{t.thanksText}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t.another}
      </Button>
    </section>
  );
}
