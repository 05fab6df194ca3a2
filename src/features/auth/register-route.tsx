import { Link } from 'react-router-dom';
import { repository } from '../../data/repository-instance';
import { Page } from '../../ui/page';
import styles from './account-form.module.css';
import { DemoHintCard } from './demo-hint-card';
import { RegisterForm } from './register-form';
import { SignedInNotice } from './signed-in-notice';
import { registerTexts as t } from './texts';

export function Component() {
  const isDemo = repository().demo !== null;
  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={styles.layout}>
        <SignedInNotice />
        <RegisterForm />
        {isDemo && (
          <DemoHintCard>
            <p>{t.demoInvited}</p>
            <p>
              {t.demoMoreBefore} <Link to="/admin?tab=einladungen">{t.demoMoreLink}</Link>
              {t.demoMoreAfter}
            </p>
          </DemoHintCard>
        )}
      </div>
    </Page>
  );
}
