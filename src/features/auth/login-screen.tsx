import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/link';
import { repository } from '../../data/repository-instance';
import { Button } from '../../ui/button';
import { Card, Page } from '../../ui/page';
import page from '../../ui/page.module.css';
import { landingPathFor } from '../../domain/roles';
import { returnPathFrom } from '../../lib/login-path';
import styles from './login-screen.module.css';
import { SignInFields, useSignIn } from './sign-in-form';
import { SignedInNotice } from './signed-in-notice';
import { demoAccountTexts, loginDemoTexts, loginTexts as t } from './texts';

/** The address a registration just created, handed over in the router state. */
function registeredEmail(state: unknown): string {
  return typeof state === 'object' && state !== null && 'email' in state && typeof state.email === 'string'
    ? state.email
    : '';
}

export function LoginScreen() {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const { demo } = repository();
  const form = useSignIn(registeredEmail(state), (session) => {
    navigate(returnPathFrom(search) ?? landingPathFor(session.user), { replace: true });
  });

  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={page.cardStack}>
        <SignedInNotice />
        <Card>
          {/* POST: should the browser ever send the form itself (before the app is live), the password stays out of
              the address, the history and the host's logs. */}
          <form method="post" onSubmit={form.submit} noValidate>
            <SignInFields form={form} />
            <Button type="submit" block disabled={form.busy}>
              {form.busy ? t.submitting : t.submit}
            </Button>
          </form>
          <div className={`${page.cardLinks} ${styles.links}`}>
            <Link to="/forgot-password">{t.forgot}</Link>
            <span>
              {t.noAccount} <Link to="/register">{t.register}</Link>
            </span>
          </div>
        </Card>
        {/* The flag written out: the api build then drops the card and its texts from every chunk. */}
        {import.meta.env.VITE_DATA_SOURCE !== 'api' && demo && (
          <Card className={styles.demo}>
            <h2>{t.demoHeading}</h2>
            <p>{t.demoLead}</p>
            <div className={styles.demoButtons}>
              {demo.accounts.map((account) => (
                <Button
                  key={account.email}
                  variant="secondary"
                  disabled={form.busy}
                  onClick={() => {
                    const chosen = { email: account.email, password: account.password };
                    form.setCredentials(chosen);
                    void form.signIn(chosen, () => demo.signInAs(account.email));
                  }}
                >
                  {demoAccountTexts[account.role].button}
                </Button>
              ))}
              <Link to="/demo-postfach">{loginDemoTexts.mailboxLink}</Link>
            </div>
          </Card>
        )}
      </div>
    </Page>
  );
}
