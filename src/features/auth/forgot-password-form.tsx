import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type * as z from 'zod/mini';
import { passwordResetRequestSchema } from '../../domain/auth-draft';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import { Card } from '../../ui/page';
import styles from './account-form.module.css';
import { oneMessageAtATime, topMessage } from '../../lib/form-messages';
import { forgotPasswordTexts as t } from './texts';
import { inGerman } from '../../domain/german-zod-errors';

const messageOrder = [coreMessages.requiredFields, messages.invalidEmail];
const resolver = oneMessageAtATime(zodResolver(passwordResetRequestSchema, inGerman), messageOrder);
type Input = z.input<typeof passwordResetRequestSchema>;
type Values = z.output<typeof passwordResetRequestSchema>;

type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function ForgotPasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const messageId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver, defaultValues: { email: '' } });

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

  const validation = topMessage(errors, messageOrder);
  const invalid = !!validation && !!errors.email;

  return (
    <Card>
      <form onSubmit={handleSubmit(submit, () => setOutcome(null))} noValidate className={styles.form}>
        <div id={messageId}>
          {validation && <Alert tone="error">{validation}</Alert>}
          {!validation && outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        </div>
        <RequiredFieldsNote />
        <FormField label={t.email} required invalid={invalid}>
          <input
            type="email"
            autoComplete="email"
            aria-required="true"
            aria-describedby={invalid ? messageId : undefined}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" block disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </form>
      <p className={styles.links}>
        <Link to="/login">{t.backToLogin}</Link>
      </p>
    </Card>
  );
}
