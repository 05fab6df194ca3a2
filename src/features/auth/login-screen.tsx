import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { credentialsSchema, type Credentials } from '../../domain/auth';
import { messages } from '../../domain/messages';
import { UnauthorizedError, errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Card, Page } from '../../ui/page';
import { demoAccounts } from './demo-accounts';
import { landingPathFor } from './landing-path';
import styles from './login-screen.module.css';
import { loginDemoTexts, loginTexts as t } from './texts';

export function LoginScreen() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const repo = repository();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { email: '', password: '' } });

  async function signIn(credentials: Credentials) {
    setFailure(null);
    try {
      const session = await repo.auth.login(credentials);
      useSession.getState().signIn(session);
      // The demo keeps everything in this browser: ask it to keep the data, from this user action.
      void repo.demo?.requestPersistence().catch(() => false);
      navigate(landingPathFor(session.user), { replace: true });
    } catch (error) {
      setFailure(error instanceof UnauthorizedError ? messages.loginFailedScreen : errorMessage(error));
    }
  }

  const requiredMessage = errors.email?.message ?? errors.password?.message;

  return (
    <Page title={t.title} lead={t.lead} narrow>
      <div className={styles.layout}>
        <Card>
          <form onSubmit={handleSubmit(signIn)} noValidate>
            {failure && <Alert tone="error">{failure}</Alert>}
            {requiredMessage && !failure && <Alert tone="error">{requiredMessage}</Alert>}
            <FormField label={t.email} required invalid={!!errors.email}>
              <input type="email" autoComplete="username" {...register('email')} />
            </FormField>
            <FormField label={t.password} required invalid={!!errors.password}>
              <input type="password" autoComplete="current-password" {...register('password')} />
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
        {repo.demo && (
          <Card className={styles.demo}>
            <h2>{t.demoHeading}</h2>
            <p>{t.demoLead}</p>
            <div className={styles.demoButtons}>
              {demoAccounts.map((account) => (
                <Button
                  key={account.email}
                  variant="secondary"
                  disabled={isSubmitting}
                  onClick={() => {
                    setValue('email', account.email);
                    setValue('password', account.password);
                    void handleSubmit(signIn)();
                  }}
                >
                  {account.buttonLabel}
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
