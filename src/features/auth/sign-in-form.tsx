import { useId, useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Credentials } from '../../domain/auth-draft';
import type { Session } from '../../domain/auth';
import { requiredFields } from '../../domain/core-messages';
import * as coreMessages from '../../domain/core-messages';
import { missingCredentials } from '../../domain/credentials-rules';
import { NetworkError, StorageError, UnauthorizedError, ValidationError, errorMessage } from '../../data/errors';
import { TooManyAttemptsError } from '../../data/too-many-attempts-error';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { FormField } from '../../ui/form-field';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import { loginTexts as t } from './texts';

/** Per field, whether it is marked: left empty, or named by the store's refusal (an address too long). */
type Marked = Record<keyof Credentials, boolean>;

/**
 * What a refused sign-in says. SPEC §8: the adapter's 'Login fehlgeschlagen' is the client-level text; the screen
 * says 'Ungültige Anmeldedaten …' when the credentials were refused. After too many wrong passwords it says how
 * long to wait, and input the store refuses (a pasted novel as password) says why. A server that cannot be
 * reached, or fails (a 500), says so: telling someone their password is wrong during an outage sends them to reset it.
 */
function signInFailureMessage(error: unknown): string {
  if (error instanceof UnauthorizedError) return t.refused;
  if (error instanceof TooManyAttemptsError || error instanceof ValidationError) return error.message;
  // The demo's browser storage that is full or refused: "try again later" would not help. The flag is written out
  // so the api build leaves the check and the class out.
  if (import.meta.env.VITE_DATA_SOURCE !== 'api' && error instanceof StorageError) return error.message;
  return error instanceof NetworkError ? errorMessage(error) : coreMessages.generic;
}

/**
 * A sign-in by e-mail and password (the login screen, and signing in again over an expired session): the
 * fields, their messages and where the focus goes. `onSignedIn` runs after the session is stored.
 */
export function useSignIn(initialEmail: string, onSignedIn: (session: Session) => void) {
  const [credentials, setCredentials] = useState<Credentials>({ email: initialEmail, password: '' });
  const [marked, setMarked] = useState<Marked>({ email: false, password: false });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailField = useRef<HTMLInputElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);

  // On the login page rendered at build time the fields are there before the app is live, and React does not hear
  // what is typed meanwhile: take it over when the app starts, rather than empty the fields at the next render.
  // A field left empty keeps what the app brought (the address just registered).
  useLayoutEffect(() => {
    const email = emailField.current?.value;
    const password = passwordField.current?.value;
    if (email === undefined || password === undefined) return;
    if (email === credentials.email && password === credentials.password) return;
    setCredentials({ email: email || credentials.email, password: password || credentials.password });
    // Once, for what the page showed when the app took over; later input arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** `open`: how the session is opened; the demo's one-click sign-in passes its own. */
  async function signIn(given: Credentials, open = () => repository().auth.login(given)) {
    setFailure(null);
    // Two required fields need no form or schema library on this first-visit route; the store's rules, without zod.
    const empty = missingCredentials(given);
    setMarked(empty);
    // Focus goes where the visitor has to type, as in the other forms.
    if (empty.email || empty.password) {
      (empty.email ? emailField : passwordField).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const session = await open();
      useSession.getState().signIn(session);
      onSignedIn(session);
    } catch (error) {
      setFailure(signInFailureMessage(error));
      // What the store names (a text over its limit) is marked and gets the focus; otherwise the password is what
      // to try again. The disabled button lost the focus either way.
      const named = error instanceof ValidationError ? error.fields : {};
      setMarked({ email: 'email' in named, password: 'password' in named });
      const field = 'email' in named ? emailField : passwordField;
      requestAnimationFrame(() => {
        field.current?.focus();
        field.current?.select();
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    credentials,
    setCredentials,
    marked,
    busy,
    emailField,
    passwordField,
    signIn,
    message: failure ?? (marked.email || marked.password ? requiredFields : null),
    submit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      // What the fields show: a press on the pre-rendered login page, held until the app is live, reaches the
      // form before React has taken over what was typed.
      const shown = new FormData(event.currentTarget);
      void signIn({ email: String(shown.get('email') ?? ''), password: String(shown.get('password') ?? '') });
    },
  };
}

/** The message and the two fields of a sign-in form; `fixedEmail`: signing in again as the same person. */
export function SignInFields({
  form,
  fixedEmail = false,
}: {
  form: ReturnType<typeof useSignIn>;
  fixedEmail?: boolean;
}) {
  const { credentials, setCredentials, marked, message, emailField, passwordField } = form;
  // The message says why a field is marked: a screen reader hears it with the field.
  const messageId = useId();
  const describedBy = (field: keyof Marked) => (marked[field] ? messageId : undefined);
  const edit = (field: keyof Credentials) => (event: { target: { value: string } }) =>
    setCredentials((current) => ({ ...current, [field]: event.target.value }));
  // Both fields are typed by their own name (type="email", type="password") and refocused through their ref.
  const credentialField = (
    field: keyof Credentials,
    ref: RefObject<HTMLInputElement | null>,
    autoComplete: string,
    readOnly?: boolean,
  ) => (
    <FormField label={t[field]} required invalid={marked[field]}>
      <input
        ref={ref}
        type={field}
        name={field}
        autoComplete={autoComplete}
        value={credentials[field]}
        onChange={edit(field)}
        readOnly={readOnly}
        aria-describedby={describedBy(field)}
      />
    </FormField>
  );
  return (
    <>
      <div id={messageId}>{message && <Alert tone="error">{message}</Alert>}</div>
      <RequiredFieldsNote />
      {credentialField('email', emailField, 'username', fixedEmail)}
      {credentialField('password', passwordField, 'current-password')}
    </>
  );
}
