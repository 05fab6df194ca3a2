import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { repository } from '../../data/repository-instance';
import { oneMessageAtATime } from '../../lib/form-messages';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FieldForm, type FieldFormProps } from '../../ui/field-form';
import { FormField } from '../../ui/form-field';
import { Card, Page } from '../../ui/page';
import page from '../../ui/page.module.css';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import styles from './account-form.module.css';
import { DemoHintCard } from './demo-hint-card';

/** What a send ends in, shown above the fields until the next submit: a failure, or that a mail is on its way. */
export interface AccountOutcome {
  tone: 'success' | 'error';
  text: string;
}

/** An account form's react-hook-form, with the SPEC §5 messages it shows one at a time, in their order. */
export type AccountForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  order: readonly string[];
};

/**
 * The form of an account card: the schema's `resolver` keeps one message at a time, in `order`; the focus after a
 * submit is the card's (FieldForm), not react-hook-form's.
 */
export function useAccountForm<TValues extends FieldValues, TOutput>(
  resolver: Resolver<TValues, unknown, TOutput>,
  order: readonly string[],
  defaultValues: DefaultValues<TValues>,
): AccountForm<TValues, TOutput> {
  const [oneAtATime] = useState(() => oneMessageAtATime(resolver, order));
  const form = useForm<TValues, unknown, TOutput>({ resolver: oneAtATime, shouldFocusError: false, defaultValues });
  return { ...form, order };
}

interface AccountFormCardProps<TValues extends FieldValues, TOutput> extends Omit<
  FieldFormProps<TValues, TOutput>,
  'form' | 'order' | 'onSubmit' | 'notice'
> {
  form: AccountForm<TValues, TOutput>;
  /** Sends the valid values; what it resolves to is shown above the fields (nothing: a field says it, or all went well). */
  submit: (values: TOutput) => Promise<AccountOutcome | undefined>;
  /** The submit button's label, and what it says while the form is sent. */
  texts: { submit: string; submitting: string };
  /** Where to go instead, under the form (back to the login, a new link, …). */
  links: ReactNode;
  /** Above the note on required fields, e.g. the guard against leaving with unsaved input. */
  guard?: ReactNode;
}

/**
 * The card every account form (registration, forgotten and new password) stands in: the note on required fields,
 * the fields, one full-width submit button that is busy while the form is sent, and the links under it. The last
 * send's outcome stands above the fields; a new submit, valid or not, clears it.
 */
export function AccountFormCard<TValues extends FieldValues, TOutput>({
  submit,
  texts,
  links,
  guard,
  children,
  ...props
}: AccountFormCardProps<TValues, TOutput>) {
  const [outcome, setOutcome] = useState<AccountOutcome | null>(null);
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = props.form;
  const send = async (values: TOutput) => {
    setOutcome(null);
    setOutcome((await submit(values)) ?? null);
  };
  return (
    <Card>
      <FieldForm
        {...props}
        order={props.form.order}
        notice={outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        onSubmit={handleSubmit(send, () => setOutcome(null))}
        className={styles.form}
      >
        {guard}
        <RequiredFieldsNote />
        {children}
        <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? texts.submitting : texts.submit}
        </Button>
      </FieldForm>
      <p className={page.cardLinks}>{links}</p>
    </Card>
  );
}

/** A new password and its confirmation (registration, reset), each registered with the form. */
export function NewPasswordFields({
  texts,
  password,
  confirmation,
}: {
  texts: { password: string; passwordHint: string; confirmPassword: string };
  password: UseFormRegisterReturn<'password'>;
  confirmation: UseFormRegisterReturn<'confirmPassword'>;
}) {
  return (
    <>
      <FormField field={password} label={texts.password} hint={texts.passwordHint} required>
        <input type="password" autoComplete="new-password" />
      </FormField>
      <FormField field={confirmation} label={texts.confirmPassword} required>
        <input type="password" autoComplete="new-password" />
      </FormField>
    </>
  );
}

// The page lives with the card: a module of its own would be one more chunk whose file name every first visit's
// preload list carries.
/**
 * The page of an account form (registration, forgotten password): the form and, in the demo only, the hint on
 * what the demo does instead of the server's e-mails and invitations.
 */
export function AccountPage({
  texts,
  demoHint,
  children,
}: {
  /** The page's heading and the lead under it. */
  texts: { title: string; lead: string };
  demoHint: ReactNode;
  children: ReactNode;
}) {
  // The flag written out: the api build then drops the card and its icon from every chunk.
  const isDemo = import.meta.env.VITE_DATA_SOURCE !== 'api' && repository().demo !== null;
  return (
    <Page title={texts.title} lead={texts.lead} narrow>
      <div className={page.cardStack}>
        {children}
        {isDemo && <DemoHintCard>{demoHint}</DemoHintCard>}
      </div>
    </Page>
  );
}
