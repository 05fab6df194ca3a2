import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { passwordResetRequestSchema } from '../../domain/auth-draft';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { AccountFormCard } from './account-form-card';
import { FormField } from '../../ui/form-field';
import { oneMessageAtATime } from '../../lib/form-messages';
import { forgotPasswordTexts as t } from './texts';
import { inGerman } from '../../domain/german-zod-errors';

const messageOrder = [coreMessages.requiredFields, messages.invalidEmail];
const resolver = oneMessageAtATime(zodResolver(passwordResetRequestSchema, inGerman), messageOrder);
type Input = z.input<typeof passwordResetRequestSchema>;
type Values = z.output<typeof passwordResetRequestSchema>;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<Input, unknown, Values>({ resolver, shouldFocusError: false, defaultValues: { email: '' } });
  const { register, handleSubmit, reset, setFocus } = form;

  async function submit({ email }: Values) {
    setOutcome(null);
    try {
      await repository().passwordReset.request(email);
      setOutcome({ tone: 'success', text: messages.resetRequestSuccess });
      reset({ email: '' });
    } catch {
      // SPEC §8: the request's failure text is fixed, whatever the server said.
      setOutcome({ tone: 'error', text: coreMessages.generic });
    }
    // The pressed button was disabled meanwhile and lost the focus; the field is where a next try starts.
    requestAnimationFrame(() => setFocus('email'));
  }

  return (
    <AccountFormCard
      form={form}
      order={messageOrder}
      notice={outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      onSubmit={handleSubmit(submit, () => setOutcome(null))}
      texts={t}
      links={<Link to="/login">{t.backToLogin}</Link>}
    >
      <FormField name="email" label={t.email} required>
        <input type="email" autoComplete="email" {...register('email')} />
      </FormField>
    </AccountFormCard>
  );
}
