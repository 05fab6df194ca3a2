import { useId } from 'react';
import { Link } from '../../ui/link';
import type { DemoMail } from '../../data/repository';
import { formatDateTime } from '../../lib/format';
import { buttonClass } from '../../ui/button';
import styles from './mailbox.module.css';
import layout from '../../ui/layout.module.css';
import { mailboxTexts as t } from './texts';

/** One "sent" e-mail: subject as heading, recipient, date, body with its line breaks, and its in-app link. */
export function MailItem({ mail }: { mail: DemoMail }) {
  const headingId = useId();
  return (
    <article className={`${layout.raised} ${styles.mail}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subject}>
        {mail.subject}
      </h2>
      <dl className={styles.meta}>
        <div>
          <dt>{t.to}:</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{t.date}:</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.body}>{mail.body}</p>
      {mail.link && (
        <p className={styles.linkRow}>
          <Link className={buttonClass('primary', 'small')} to={mail.link}>
            {t.openLink}
            <span className="visually-hidden">: {mail.subject}</span>
          </Link>
          <code className={styles.url}>{mail.link}</code>
        </p>
      )}
    </article>
  );
}
