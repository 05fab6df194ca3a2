import type { ReactNode } from 'react';
import { repository } from '../../data/repository-instance';
import { Page } from '../../ui/page';
import page from '../../ui/page.module.css';
import { DemoHintCard } from './demo-hint-card';

/**
 * The page of an account form (registration, forgotten password): the form and, in the demo only, the hint on
 * what the demo does instead of the server's e-mails and invitations.
 */
export function AccountPage({
  title,
  lead,
  demoHint,
  children,
}: {
  title: string;
  lead: string;
  demoHint: ReactNode;
  children: ReactNode;
}) {
  const isDemo = repository().demo !== null;
  return (
    <Page title={title} lead={lead} narrow>
      <div className={page.cardStack}>
        {children}
        {isDemo && <DemoHintCard>{demoHint}</DemoHintCard>}
      </div>
    </Page>
  );
}
