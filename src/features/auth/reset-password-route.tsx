import { Link, useSearchParams } from 'react-router-dom';
import * as messages from '../../domain/messages';
import { Alert } from '../../ui/alert';
import { Card, Page } from '../../ui/page';
import styles from './account-form.module.css';
import { ResetPasswordForm } from './reset-password-form';
import { resetPasswordTexts as t } from './texts';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Page title={t.title} lead={token ? t.lead : undefined} narrow>
      {token ? (
        // A new token (a second mail's link) starts a fresh form.
        <ResetPasswordForm key={token} token={token} />
      ) : (
        <Card>
          <div className={styles.done}>
            <Alert tone="error">{messages.resetTokenMissing}</Alert>
            <p>{t.tokenMissingHelp}</p>
            <p className={styles.links}>
              <Link to="/forgot-password">{t.requestNewLink}</Link>
              <Link to="/login">{t.backToLogin}</Link>
            </p>
          </div>
        </Card>
      )}
    </Page>
  );
}
