import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/link';
import type * as z from 'zod/mini';
import type { RegistrationForm } from '../../domain/auth-draft';
import { registrationFormSchema } from '../../domain/auth-draft';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { ConflictError, errorMessage, fieldReasons } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';
import { AccountFormCard, useAccountForm, NewPasswordFields, type AccountOutcome } from './account-form-card';
import { NameAndEmailFields } from '../shared/name-and-email-fields';
import { FormField } from '../../ui/form-field';
import { showAtFields } from '../../lib/form-messages';
import { registerTexts as t } from './register-texts';
import { inGerman } from '../../domain/german-zod-errors';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { useUnsavedInput } from '../../stores/unsaved-input';

/** SPEC §5: the order in which the registration messages are shown, one at a time. */
const messageOrder = [
  coreMessages.requiredFields,
  messages.invalidEmail,
  messages.passwordMismatch,
  messages.passwordTooShort,
  messages.notWhitelisted,
];

const resolver = zodResolver(registrationFormSchema, inGerman);
type Values = z.output<typeof registrationFormSchema>;
type Field = keyof RegistrationForm;

const empty: RegistrationForm = { name: '', email: '', companyName: '', password: '', confirmPassword: '' };
const fields = Object.keys(empty) as Field[];

export function RegisterForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAccountForm<RegistrationForm, Values>(
    resolver,
    messageOrder,
    // Invitation mails link to /register?email=…
    { ...empty, email: params.get('email')?.trim() ?? '' },
  );
  const {
    register,
    reset,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;
  const unsaved = isDirty && !isSubmitting;
  useUnsavedInput(unsaved);

  async function submit(values: Values): Promise<AccountOutcome | undefined> {
    const repo = repository();
    try {
      if (!(await repo.whitelist.check(values.email))) {
        setError('email', { type: 'whitelist', message: messages.notWhitelisted }, { shouldFocus: true });
        return;
      }
      const { email, password, name, companyName } = values;
      const serverMessage = await repo.auth.register({ email, password, name, companyName });
      toast.success(serverMessage || coreMessages.registrationSuccess);
      reset(empty);
      // The new account's address waits in the login form (router state: not in the address bar or history).
      navigate('/login', { state: { email } });
    } catch (error) {
      // An address already registered (409, or the demo store's conflict) concerns the e-mail field.
      if (error instanceof ConflictError && Object.keys(error.fields).length === 0) {
        setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      if (showAtFields(setError, fieldReasons(error, fields))) return;
      return { tone: 'error', text: errorMessage(error, coreMessages.genericShort) };
    }
  }

  return (
    <AccountFormCard
      form={form}
      submit={submit}
      texts={t}
      guard={<UnsavedChangesGuard dirty={unsaved} />}
      links={
        <span>
          {t.haveAccount} <Link to="/login">{t.toLogin}</Link>
        </span>
      }
    >
      <NameAndEmailFields texts={t} />
      <FormField field={register('companyName')} label={t.companyName} required>
        <input type="text" autoComplete="organization" />
      </FormField>
      <NewPasswordFields texts={t} password={register('password')} confirmation={register('confirmPassword')} />
    </AccountFormCard>
  );
}
