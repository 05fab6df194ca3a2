import type { ReactNode } from 'react';
import { repository } from '../../data/repository-instance';
import { Page } from '../../ui/page';
import styles from './account-form.module.css';
import { DemoHintCard } from './demo-hint-card';

/**
 * The page of an account form (registration, forgotten password): the form and, in the demo only, the hint on
 * what the demo does instead of the server's e-mails and invitations.
 */
export function AccountPage({
  texts,
  demoHint,
  children,
}: {
  /** The page's heading and the lead under it. */
  texts: { title: string; lead: string };
  demoHint: ReactNode;
  children: ReactNode;
}) {
  const isDemo = repository().demo !== null;
  return (
    <Page title={texts.title} lead={texts.lead} narrow>
      <div className={styles.layout}>
        {children}
        {isDemo && <DemoHintCard>{demoHint}</DemoHintCard>}
      </div>
    </Page>
  );
}
