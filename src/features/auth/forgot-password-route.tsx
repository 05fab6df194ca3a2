import { AccountPage } from './account-form-card';
import { HintLink } from './demo-hint-card';
import { ForgotPasswordForm } from './forgot-password-form';
import { forgotPasswordTexts as t } from './password-reset-texts';

export function Component() {
  return (
    <AccountPage
      texts={t}
      demoHint={
        <>
          <HintLink before={t.demoTextBefore} to="/demo-postfach" link={t.demoLink} after={t.demoTextAfter} />
          <p>{t.demoAccountsHint}</p>
        </>
      }
    >
      <ForgotPasswordForm />
    </AccountPage>
  );
}
