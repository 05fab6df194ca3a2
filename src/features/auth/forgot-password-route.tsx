import { FlaskConical } from '../../ui/icons/flask-conical';
import { Link } from 'react-router-dom';
import { repository } from '../../data/repository-instance';
import { Card, Page } from '../../ui/page';
import styles from './account-form.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordTexts as t } from './texts';

export function Component() {
  const isDemo = repository().demo !== null;
  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={styles.layout}>
        <ForgotPasswordForm />
        {isDemo && (
          <Card className={styles.demo}>
            <h2>
              <FlaskConical size={18} aria-hidden="true" />
              {t.demoHeading}
            </h2>
            <p>
              {t.demoTextBefore} <Link to="/demo-postfach">{t.demoLink}</Link>
              {t.demoTextAfter}
            </p>
            <p>{t.demoAccountsHint}</p>
          </Card>
        )}
      </div>
    </Page>
  );
}
