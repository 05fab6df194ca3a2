import { AccountPage } from './account-form-card';
import { HintLink } from './demo-hint-card';
import { RegisterForm } from './register-form';
import { SignedInNotice } from './signed-in-notice';
import { registerTexts as t } from './register-texts';

export function Component() {
  return (
    <AccountPage
      texts={t}
      demoHint={
        <>
          <p>{t.demoInvited}</p>
          <HintLink
            before={t.demoMoreBefore}
            to="/admin?tab=einladungen"
            link={t.demoMoreLink}
            after={t.demoMoreAfter}
          />
        </>
      }
    >
      <SignedInNotice />
      <RegisterForm />
    </AccountPage>
  );
}
