import { Link } from 'react-router-dom';
import { repository } from '../../data/repository-instance';
import { Page } from '../../ui/page';
import styles from './account-form.module.css';
import { DemoHintCard } from './demo-hint-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordTexts as t } from './texts';

export function Component() {
  const isDemo = repository().demo !== null;
  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={styles.layout}>
        <ForgotPasswordForm />
        {isDemo && (
          <DemoHintCard>
            <p>
              {t.demoTextBefore} <Link to="/demo-postfach">{t.demoLink}</Link>
              {t.demoTextAfter}
            </p>
            <p>{t.demoAccountsHint}</p>
          </DemoHintCard>
        )}
      </div>
    </Page>
  );
}
