import { Link } from 'react-router-dom';
import { AccountPage } from './account-page';
import { RegisterForm } from './register-form';
import { SignedInNotice } from './signed-in-notice';
import { registerTexts as t } from './texts';

export function Component() {
  return (
    <AccountPage
      title={t.title}
      lead={t.lead}
      demoHint={
        <>
          <p>{t.demoInvited}</p>
          <p>
            {t.demoMoreBefore} <Link to="/admin?tab=einladungen">{t.demoMoreLink}</Link>
            {t.demoMoreAfter}
          </p>
        </>
      }
    >
      <SignedInNotice />
      <RegisterForm />
    </AccountPage>
  );
}
