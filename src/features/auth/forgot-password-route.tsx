import { Link } from 'react-router-dom';
import { AccountPage } from './account-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordTexts as t } from './texts';

export function Component() {
  return (
    <AccountPage
      title={t.title}
      lead={t.lead}
      demoHint={
        <>
          <p>
            {t.demoTextBefore} <Link to="/demo-postfach">{t.demoLink}</Link>
            {t.demoTextAfter}
          </p>
          <p>{t.demoAccountsHint}</p>
        </>
      }
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
