import { FlaskConical } from '../../ui/icons/flask-conical';
import { useLoaderData } from 'react-router-dom';
import { Link } from '../../ui/link';
import type { DemoMail } from '../../data/repository';
import { repository } from '../../data/repository-instance';
import { buttonClass } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { NoticePage } from '../../ui/page-states';
import { Page } from '../../ui/page';
import { MailItem } from './mail-item';
import styles from './mailbox.module.css';
import { mailboxTexts as t } from './texts';
import { reading } from '../../data/change-scope';

interface MailboxData {
  /** null outside the demo build. */
  mails: DemoMail[] | null;
}

/** Newest first; mails of the same moment by id, so the order is stable. */
function newestFirst(a: DemoMail, b: DemoMail): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/** The demo's mails; one written here or in another tab is a write to 'demo', and the mailbox re-reads. */
export const shouldRevalidate = reading(['demo']);

export async function loader(): Promise<MailboxData> {
  const demo = repository().demo;
  if (!demo) return { mails: null };
  return { mails: [...(await demo.mailbox())].sort(newestFirst) };
}

export function Component() {
  const { mails } = useLoaderData() as MailboxData;

  if (mails === null) {
    return <NoticePage title={t.title} text={t.notDemoLead} to="/" linkLabel={t.home} variant="secondary" />;
  }

  return (
    <Page title={t.title} lead={t.lead}>
      <aside className={styles.banner} aria-labelledby="mailbox-banner-heading">
        <FlaskConical className={styles.bannerIcon} size={22} aria-hidden="true" />
        <div>
          <h2 id="mailbox-banner-heading" className={styles.bannerHeading}>
            {t.bannerHeading}
          </h2>
          <p>{t.banner}</p>
        </div>
      </aside>
      {mails.length === 0 ? (
        <EmptyState
          title={t.empty}
          action={
            <span className={styles.emptyActions}>
              <Link className={buttonClass('secondary', 'small')} to="/forgot-password">
                {t.forgotPassword}
              </Link>
              <Link className={buttonClass('secondary', 'small')} to="/kontakt">
                {t.contact}
              </Link>
            </span>
          }
        >
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <p className={styles.count} role="status">
            {t.count(mails.length)}
          </p>
          <ol className={styles.list} aria-label={t.listLabel}>
            {mails.map((mail) => (
              <li key={mail.id}>
                <MailItem mail={mail} />
              </li>
            ))}
          </ol>
        </>
      )}
    </Page>
  );
}
