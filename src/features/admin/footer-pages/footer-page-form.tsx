import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as z from 'zod/mini';
import {
  footerPageStatusLabels,
  footerPageStatusSchema,
  privacyPageSlug,
  type FooterPage,
} from '../../../domain/footer-page';
import type { FooterPageDraft } from '../../../domain/footer-page-draft';
import { footerPageDraftSchema } from '../../../domain/footer-page-draft';
import * as messages from '../../../domain/core-messages';
import { errorMessage, fieldReasons } from '../../../data/errors';
import { showAtFields } from '../../../lib/form-messages';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormField } from '../../../ui/form-field';
import { RequiredFieldsNote } from '../../../ui/required-fields-note';
import { SafeHtml } from '../../../ui/safe-html';
import { BackButton } from '../shared/back-button';
import { adminTexts } from '../texts';
import styles from './footer-pages.module.css';
import { footerPagesTexts as t } from './texts';
import { inGerman } from '../../../domain/german-zod-errors';

type Input = z.input<typeof footerPageDraftSchema>;
type Values = z.output<typeof footerPageDraftSchema>;
type Field = keyof Input;
const fields: readonly Field[] = ['title', 'slug', 'content', 'status'];

export interface FooterPageFormProps {
  /** The page being edited; omitted when creating. */
  initial?: FooterPage;
  /** Saves through the repository; throws the store's errors (e.g. a taken or reserved slug). */
  onSave: (draft: FooterPageDraft) => Promise<void>;
  onBack: () => void;
}

/**
 * Title, URL slug, HTML content (with a sanitised live preview) and status of a footer page.
 * SPEC §5: all four are required. A failed save keeps everything typed; the store's slug messages land on the slug.
 */
export function FooterPageForm({ initial, onSave, onBack }: FooterPageFormProps) {
  const messageId = useId();
  const previewId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Input, unknown, Values>({
    resolver: zodResolver(footerPageDraftSchema, inGerman),
    defaultValues: {
      title: initial?.title ?? '',
      slug: initial?.slug ?? '',
      content: initial?.content ?? '',
      status: initial?.status ?? 'draft',
    },
  });
  const [slug, content, status] = useWatch({ control, name: ['slug', 'content', 'status'] });
  const normalisedSlug = slug.trim().replace(/^\/+/, '').toLowerCase();
  // The contact form's privacy link is fixed (SPEC §2); moving or unpublishing its page breaks it.
  const breaksPrivacyLink =
    initial?.slug === privacyPageSlug &&
    initial.status === 'published' &&
    (normalisedSlug !== privacyPageSlug || status !== 'published');

  async function submit(values: Values) {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      // Field messages of the store (slug taken, reserved, invalid): shown at the field, focus goes there.
      if (showAtFields(setError, fieldReasons(error, fields))) return;
      const message = errorMessage(error, t.saveFailed);
      setFailure(message);
      toast.error(message);
    }
  }

  const requiredMissing = fields.some((f) => errors[f]?.message === messages.requiredFields);
  const shown = failure ?? (requiredMissing ? messages.requiredFields : null);
  /** Empty required fields point at the one form-level message; other messages sit at their field. */
  const state = (field: Field) => {
    const message = errors[field]?.message;
    const required = message === messages.requiredFields;
    return {
      invalid: required,
      error: message && !required ? message : undefined,
      messageId: required ? messageId : undefined,
    };
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(submit, () => setFailure(null))} noValidate>
      <div id={messageId}>{shown && <Alert tone="error">{shown}</Alert>}</div>
      <RequiredFieldsNote />
      <div className={styles.pair}>
        <FormField label={t.form.title} required invalid={state('title').invalid} error={state('title').error}>
          <input type="text" aria-required="true" aria-describedby={state('title').messageId} {...register('title')} />
        </FormField>
        <FormField
          label={t.form.slug}
          required
          invalid={state('slug').invalid}
          error={state('slug').error}
          hint={t.form.slugHint(normalisedSlug)}
        >
          <input
            type="text"
            aria-required="true"
            placeholder={t.form.slugPlaceholder}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            className={styles.mono}
            aria-describedby={state('slug').messageId}
            {...register('slug')}
          />
        </FormField>
      </div>
      {breaksPrivacyLink && <Alert tone="info">{t.form.privacyLinkWarning(privacyPageSlug)}</Alert>}
      <div className={styles.editor}>
        <FormField
          label={t.form.content}
          required
          invalid={state('content').invalid}
          error={state('content').error}
          hint={t.form.contentHint}
        >
          <textarea
            rows={15}
            aria-required="true"
            spellCheck={false}
            className={styles.code}
            aria-describedby={state('content').messageId}
            {...register('content')}
          />
        </FormField>
        <div className={styles.previewBox}>
          <h3 id={previewId} className={styles.previewLabel}>
            {t.form.preview}
          </h3>
          {/* Scrolls when long, so keyboard users must be able to focus it (WCAG 2.1.1, axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.previewFrame} role="region" aria-labelledby={previewId} tabIndex={0}>
            {content.trim() ? (
              <SafeHtml className={styles.content} html={content} />
            ) : (
              <p className={styles.previewEmpty}>{t.form.previewEmpty}</p>
            )}
          </div>
        </div>
      </div>
      <FormField label={t.form.status} required invalid={state('status').invalid} error={state('status').error}>
        <select
          aria-required="true"
          className={styles.status}
          aria-describedby={state('status').messageId}
          {...register('status')}
        >
          {footerPageStatusSchema.options.map((s) => (
            <option key={s} value={s}>
              {footerPageStatusLabels[s]}
            </option>
          ))}
        </select>
      </FormField>
      <div className={styles.buttons}>
        <BackButton dirty={isDirty} saving={isSubmitting} onBack={onBack} />
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </form>
  );
}
