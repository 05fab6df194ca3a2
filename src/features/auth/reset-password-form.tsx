import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/link';
import type * as z from 'zod/mini';
import { passwordResetFormSchema } from '../../domain/auth-draft';
import * as messages from '../../domain/messages';
import * as coreMessages from '../../domain/core-messages';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { AccountFormCard, useAccountForm, NewPasswordFields, type AccountOutcome } from './account-form-card';
import { Card } from '../../ui/page';
import page from '../../ui/page.module.css';
import styles from './account-form.module.css';
import { refusedResetLink, ResetLinkRefused } from './reset-link-refused';
import { resetPasswordTexts as t } from './password-reset-texts';
import { inGerman } from '../../domain/german-zod-errors';

/** SPEC §2 and §9: after a successful reset the visitor goes to /login after 3 seconds. */
export const REDIRECT_DELAY_MS = 3000;

// Same rules as the registration, messages without the trailing period (SPEC §5).
const messageOrder = [messages.resetTokenMissing, messages.resetPasswordMismatch, messages.resetPasswordTooShort];
const resolver = zodResolver(passwordResetFormSchema, inGerman);
type Input = z.input<typeof passwordResetFormSchema>;
type Values = z.output<typeof passwordResetFormSchema>;

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState<string | null>(null);
  const form = useAccountForm<Input, Values>(
    resolver,
    messageOrder,
    // The token is part of the validated values but not a field anyone types.
    { token, password: '', confirmPassword: '' },
  );

  const { register, setFocus } = form;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  async function submit({ password }: Values): Promise<AccountOutcome | undefined> {
    try {
      await repository().passwordReset.reset({ token, password });
      setDone(true);
    } catch (error) {
      const refused = refusedResetLink(error);
      if (refused) {
        setLinkRefused(refused);
        return;
      }
      // The pressed button was disabled meanwhile and lost the focus: back to the first field.
      requestAnimationFrame(() => setFocus('password'));
      return { tone: 'error', text: errorMessage(error, coreMessages.genericShort) };
    }
  }

  if (linkRefused) return <ResetLinkRefused reason={linkRefused} />;
  if (done) {
    return (
      <Card>
        <div className={styles.done}>
          <Alert tone="success">{messages.resetSuccess}</Alert>
          <p className={`${page.cardLinks} ${styles.links}`}>
            <Link to="/login" replace>
              {t.toLoginNow}
            </Link>
          </p>
        </div>
      </Card>
    );
  }

  return (
    <AccountFormCard
      form={form}
      submit={submit}
      texts={t}
      links={
        <>
          <Link to="/forgot-password">{t.requestNewLink}</Link>
          <Link to="/login">{t.backToLogin}</Link>
        </>
      }
    >
      <NewPasswordFields texts={t} password={register('password')} confirmation={register('confirmPassword')} />
    </AccountFormCard>
  );
}
