import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../ui/link';
import * as z from 'zod/mini';
import {
  contactMessageSchema,
  createSecurityQuestion,
  isSecurityAnswerCorrect,
  securityQuestionText,
  type SecurityQuestion,
} from '../../domain/contact';
import { privacyPageSlug } from '../../domain/footer-page';
import * as coreMessages from '../../domain/core-messages';
import * as messages from '../../domain/messages';
import { errorMessage, fieldReasons } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { FieldForm } from '../../ui/field-form';
import { FormField } from '../../ui/form-field';
import { RequiredFieldsNote } from '../../ui/required-fields-note';
import styles from './contact.module.css';
import { oneMessageAtATime, showAtFields } from '../../lib/form-messages';
import { contactTexts as t } from './texts';
import { inGerman } from '../../domain/german-zod-errors';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard';
import { useUnsavedInput } from '../../stores/unsaved-input';
import { NewTabHint } from '../../ui/new-tab-hint';
import { NameAndEmailFields } from '../shared/name-and-email-fields';

/**
 * The contact message plus the answer to the security question, which never leaves the screen. Spread, not
 * z.extend: that helper would land in zod's shared chunk, which every first visit loads.
 */
const contactFormSchema = z.object({
  ...contactMessageSchema.shape,
  answer: z.string().check(z.trim(), z.minLength(1, coreMessages.requiredFields)),
});
type Input = z.input<typeof contactFormSchema>;
type Values = z.output<typeof contactFormSchema>;
type Field = keyof Input;
const fields: readonly Field[] = ['name', 'email', 'message', 'answer'];

const messageOrder = [coreMessages.requiredFields, messages.invalidEmail, messages.securityAnswerWrong];
const resolver = oneMessageAtATime(zodResolver(contactFormSchema, inGerman), messageOrder);
// The question sits below the long message field: its message stays at it, where the focus and the eye are
// (above the form it would be off a phone's screen).
const summaryOrder = [coreMessages.requiredFields, messages.invalidEmail];

/** A new question that reads differently from the previous one, so the change is noticeable. */
function nextQuestion(previous: SecurityQuestion, random: () => number): SecurityQuestion {
  let question = createSecurityQuestion(random);
  for (let tries = 0; tries < 10 && securityQuestionText(question) === securityQuestionText(previous); tries++) {
    question = createSecurityQuestion(random);
  }
  return question;
}

export interface ContactFormProps {
  onSent: () => void;
  /** Focus the first field on mount (after "write another message"). */
  focusOnMount?: boolean;
  /** Random source of the security question; injectable for tests. */
  random?: () => number;
}

export function ContactForm({ onSent, focusOnMount = false, random = Math.random }: ContactFormProps) {
  const [question, setQuestion] = useState(() => createSecurityQuestion(random));
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const form = useForm<Input, unknown, Values>({
    resolver,
    shouldFocusError: false,
    defaultValues: { name: '', email: '', message: '', answer: '' },
  });

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { isSubmitting, isDirty },
  } = form;

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const unsaved = isDirty && !isSubmitting;
  useUnsavedInput(unsaved);

  async function submit({ name, email, message, answer }: Values) {
    setFailure(null);
    if (!isSecurityAnswerCorrect(question, answer)) {
      // SPEC §4: a wrong answer brings a new question and clears the answer; the rest stays.
      setQuestion(nextQuestion(question, random));
      setValue('answer', '');
      setError('answer', { type: 'security', message: messages.securityAnswerWrong }, { shouldFocus: true });
      return;
    }
    try {
      await repository().contact.send({ name, email, message });
      toast.success(t.success);
      onSent();
    } catch (error) {
      // The server's reason for a field goes there, as the form's own checks do.
      if (showAtFields(setError, fieldReasons(error, fields))) return;
      setFailure(errorMessage(error, t.sendFailed));
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.formHeading}</h2>
      <FieldForm
        form={form}
        order={summaryOrder}
        notice={failure && <Alert tone="error">{failure}</Alert>}
        onSubmit={handleSubmit(submit, () => setFailure(null))}
        className={styles.form}
      >
        <UnsavedChangesGuard dirty={unsaved} question={t.discard} />
        <RequiredFieldsNote />
        <div className={styles.pair}>
          <NameAndEmailFields texts={t} />
        </div>
        <FormField field={register('message')} label={t.message} required>
          <textarea rows={7} />
        </FormField>
        <FormField
          field={register('answer')}
          label={
            <>
              {t.securityPrefix} <span className={styles.question}>{securityQuestionText(question)}</span>
            </>
          }
          hint={t.securityHint}
          required
        >
          <input type="text" className={styles.answer} autoComplete="off" spellCheck={false} />
        </FormField>
        <p className={styles.privacy}>
          {/* A new tab: the visitor reads it and comes back to the form as filled. */}
          {t.privacyBefore}{' '}
          <Link to={`/${privacyPageSlug}`} target="_blank" rel="noopener">
            {t.privacyLink}
            <NewTabHint />
          </Link>
          {t.privacyAfter}
        </p>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={styles.submit}>
          {isSubmitting ? t.submitting : t.submit}
        </Button>
      </FieldForm>
    </section>
  );
}
