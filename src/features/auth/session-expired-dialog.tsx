import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRevalidator } from 'react-router-dom';
import { useSession } from '../../stores/session';
import { toast } from '../../stores/toasts';
import { Button } from '../../ui/button';
// Looks like the app's other questions.
import styles from '../../ui/confirm-dialog.module.css';
import { SignInFields, useSignIn } from './sign-in-form';
import { sessionExpiredTexts as t } from './session-expired-texts';
import { loginTexts } from './texts';
import layout from '../../ui/layout.module.css';

/**
 * Shown over the screen while the session is expired (decision 011): the form below keeps what was typed, and
 * the calls refused meanwhile are made again once the same user is back. It cannot be dismissed: signing in
 * again or signing out are the two ways on. Loaded only when needed.
 */
export default function SessionExpiredDialog() {
  const user = useSession((s) => s.user);
  const revalidator = useRevalidator();
  // The same person only: the calls waiting for the renewal were made in their name. Another account signs in
  // after 'Abmelden', on the login screen.
  const form = useSignIn(user?.email ?? '', () => toast.success(t.signedInAgain));

  function signOut() {
    useSession.getState().clear();
    void revalidator.revalidate();
  }

  return (
    <AlertDialog.Root open>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={`${layout.backdrop} ${styles.overlay}`} />
        <AlertDialog.Content
          className={`${layout.dialog} ${styles.content}`}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.passwordField.current?.focus();
          }}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <AlertDialog.Title className={styles.title}>{t.title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t.description}</AlertDialog.Description>
          <form onSubmit={form.submit} noValidate>
            <SignInFields form={form} fixedEmail />
            <div className={styles.actions}>
              <Button variant="secondary" onClick={signOut} disabled={form.busy}>
                {t.signOut}
              </Button>
              <Button type="submit" disabled={form.busy}>
                {form.busy ? loginTexts.submitting : loginTexts.submit}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
