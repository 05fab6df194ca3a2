import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../ui/link';
import type * as z from 'zod/mini';
import { passwordResetRequestSchema } from '../../domain/auth-draft';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { repository } from '../../data/repository-instance';
import { AccountFormCard, useAccountForm, type AccountOutcome } from './account-form-card';
import { FormField } from '../../ui/form-field';
import { forgotPasswordTexts as t } from './password-reset-texts';
import { inGerman } from '../../domain/german-zod-errors';

const messageOrder = [coreMessages.requiredFields, messages.invalidEmail];
const resolver = zodResolver(passwordResetRequestSchema, inGerman);
type Input = z.input<typeof passwordResetRequestSchema>;
type Values = z.output<typeof passwordResetRequestSchema>;

export function ForgotPasswordForm() {
  const form = useAccountForm<Input, Values>(resolver, messageOrder, { email: '' });
  const { register, reset, setFocus } = form;

  async function submit({ email }: Values): Promise<AccountOutcome> {
    try {
      await repository().passwordReset.request(email);
      reset({ email: '' });
      return { tone: 'success', text: messages.resetRequestSuccess };
    } catch {
      // SPEC §8: the request's failure text is fixed, whatever the server said.
      return { tone: 'error', text: coreMessages.generic };
    } finally {
      // The pressed button was disabled meanwhile and lost the focus; the field is where a next try starts.
      requestAnimationFrame(() => setFocus('email'));
    }
  }

  return (
    <AccountFormCard form={form} submit={submit} texts={t} links={<Link to="/login">{t.backToLogin}</Link>}>
      <FormField field={register('email')} label={t.email} required>
        <input type="email" autoComplete="email" />
      </FormField>
    </AccountFormCard>
  );
}
