import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { requiredFields } from '../../domain/core-messages';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
// Looks like the app's other questions.
import styles from '../../ui/confirm-dialog.module.css';
import { FormField } from '../../ui/form-field';
import { signInFailureMessage } from './sign-in-failure';
import { loginTexts, sessionExpiredTexts as t } from './texts';

/**
 * Shown over the screen while the session is expired (stores/session.ts): the form below keeps what was typed.
 * It cannot be dismissed: signing in again or signing out are the two ways on. Loaded only when needed.
 */
export default function SessionExpiredDialog() {
  const user = useSession((s) => s.user);
  const [email, setEmail] = useState(user?.email ?? '');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState({ email: false, password: false });
  const [busy, setBusy] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const empty = { email: email.trim() === '', password: password === '' };
    setMissing(empty);
    if (empty.email || empty.password) {
      setFailure(requiredFields);
      (empty.email ? emailField : passwordField).current?.focus();
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      const session = await repository().auth.login({ email, password });
      const sameUser = session.user.id === user?.id;
      useSession.getState().signIn(session);
      toast.success(t.signedInAgain);
      // Someone else may not see this screen: the guards and loaders decide anew.
      if (!sameUser) void revalidator.revalidate();
    } catch (error) {
      setFailure(signInFailureMessage(error));
      requestAnimationFrame(() => {
        passwordField.current?.focus();
        passwordField.current?.select();
      });
    } finally {
      setBusy(false);
    }
  }

  function signOut() {
    useSession.getState().clear();
    void revalidator.revalidate();
  }

  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (email ? passwordField : emailField).current?.focus();
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className={styles.title}>{t.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t.description}</AlertDialog.Description>
          <form onSubmit={(event) => void signIn(event)} noValidate>
            {failure && <Alert tone="error">{failure}</Alert>}
            <FormField label={loginTexts.email} required invalid={missing.email}>
              <input ref={emailField} type="email" name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
            </FormField>
            <FormField label={loginTexts.password} required invalid={missing.password}>
              <input ref={passwordField} type="password" name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
            </FormField>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={signOut} disabled={busy}>{t.signOut}</Button>
              <Button type="submit" disabled={busy}>{busy ? loginTexts.submitting : loginTexts.submit}</Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
