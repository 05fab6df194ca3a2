import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { Credentials } from '../../domain/auth';
import * as messages from '../../domain/messages';
import { repository } from '../../data/repository-instance';
import { isDemoBuild } from '../../lib/env';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Card, Page } from '../../ui/page';
import { landingPathFor, returnPathFrom } from './landing-path';
import styles from './login-screen.module.css';
import { signInFailureMessage } from './sign-in-failure';
import { demoAccountTexts, loginDemoTexts, loginTexts as t } from './texts';

/** The fields left empty; two required fields need no form or schema library on this first-visit route. */
function missingFields({ email, password }: Credentials) {
  return { email: email.trim() === '', password: password === '' };
}

export function LoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const repo = repository();
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  async function signIn(given: Credentials) {
    setFailure(null);
    const empty = missingFields(given);
    setMissing(empty);
    // Focus goes where the visitor has to type, as in the other forms.
    if (empty.email || empty.password) {
      (empty.email ? emailField : passwordField).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const session = await repo.auth.login(given);
      useSession.getState().signIn(session);
      // The demo keeps everything in this browser: ask it to keep the data, from this user action.
      void repo.demo?.requestPersistence().catch(() => false);
      navigate(returnPathFrom(search) ?? landingPathFor(session.user), { replace: true });
    } catch (error) {
      setFailure(signInFailureMessage(error));
      // The disabled button lost the focus; the password is what to try again.
      requestAnimationFrame(() => {
        passwordField.current?.focus();
        passwordField.current?.select();
      });
    } finally {
      setSubmitting(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void signIn(credentials);
  }

  const edit = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));
  const requiredMessage = missing.email || missing.password ? messages.requiredFields : null;

  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={styles.layout}>
        <Card>
          <form onSubmit={submit} noValidate>
            {failure && <Alert tone="error">{failure}</Alert>}
            {requiredMessage && !failure && <Alert tone="error">{requiredMessage}</Alert>}
            <FormField label={t.email} required invalid={missing.email}>
              <input ref={emailField} type="email" name="email" autoComplete="username" value={credentials.email} onChange={edit('email')} />
            </FormField>
            <FormField label={t.password} required invalid={missing.password}>
              <input ref={passwordField} type="password" name="password" autoComplete="current-password" value={credentials.password} onChange={edit('password')} />
            </FormField>
            <Button type="submit" block disabled={isSubmitting}>
              {isSubmitting ? t.submitting : t.submit}
            </Button>
          </form>
          <div className={styles.links}>
            <Link to="/forgot-password">{t.forgot}</Link>
            <span>
              {t.noAccount} <Link to="/register">{t.register}</Link>
            </span>
          </div>
        </Card>
        {isDemoBuild && repo.demo && (
          <Card className={styles.demo}>
            <h2>{t.demoHeading}</h2>
            <p>{t.demoLead}</p>
            <div className={styles.demoButtons}>
              {repo.demo.accounts.map((account) => (
                <Button
                  key={account.email}
                  variant="secondary"
                  disabled={isSubmitting}
                  onClick={() => {
                    const chosen = { email: account.email, password: account.password };
                    setCredentials(chosen);
                    void signIn(chosen);
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
