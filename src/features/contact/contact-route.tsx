import { useState } from 'react';
import { Card, Page } from '../../ui/page';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactThanks } from './contact-thanks';
import styles from './contact.module.css';
import { contactTexts as t } from './texts';

export function Component() {
  const [sent, setSent] = useState(false);
  // A fresh form (new question, empty fields) for every further message.
  const [round, setRound] = useState(0);
  return (
    <Page title={t.title} lead={t.lead}>
      <div className={styles.layout}>
        <Card className={styles.main}>
          {sent ? (
            <ContactThanks
              onAnother={() => {
                setRound((n) => n + 1);
                setSent(false);
              }}
            />
          ) : (
            <ContactForm key={round} focusOnMount={round > 0} onSent={() => setSent(true)} />
          )}
        </Card>
        <Card className={styles.aside}>
          <ContactDetails />
        </Card>
      </div>
    </Page>
  );
}
