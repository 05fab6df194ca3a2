import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import {
  footerPageStatusLabels,
  footerPageStatusSchema,
  privacyPageSlug,
  type FooterPage,
} from '../../../domain/footer-page';
import type { FooterPageDraft } from '../../../domain/footer-page-draft';
import { footerPageDraftSchema } from '../../../domain/footer-page-draft';
import { Alert } from '../../../ui/alert';
import { FormField } from '../../../ui/form-field';
import { SafeHtml } from '../../../ui/safe-html';
import { AdminForm, startValues, useAdminForm, type DraftFormProps } from '../shared/admin-form';
import layout from '../../../ui/layout.module.css';
import admin from '../shared/admin.module.css';
import { useAdminSave } from '../shared/use-admin-save';
import { adminTexts } from '../texts';
import styles from './footer-pages.module.css';
import { footerPagesTexts as t } from './texts';
import { LabelledOptions } from '../../../ui/labelled-options';
import prose from '../../../ui/prose.module.css';

const fields = ['title', 'slug', 'content', 'status'] as const;

export interface FooterPageFormProps extends DraftFormProps<FooterPageDraft> {
  /** The page being edited; omitted when creating. */
  initial?: FooterPage;
}

/**
 * Title, URL slug, HTML content (with a sanitised live preview) and status of a footer page.
 * SPEC §5: all four are required. A failed save keeps everything typed; the store's slug messages land on the slug.
 */
export function FooterPageForm({ initial, onSave, onBack }: FooterPageFormProps) {
  const previewId = useId();
  const form = useAdminForm(
    footerPageDraftSchema,
    startValues(initial, { title: '', slug: '', content: '', status: 'draft' }),
  );
  const { register, control } = form;
  const [slug, content, status] = useWatch({ control, name: ['slug', 'content', 'status'] });
  const normalisedSlug = slug.trim().replace(/^\/+/, '').toLowerCase();
  // The contact form's privacy link is fixed (SPEC §2); moving or unpublishing its page breaks it.
  const breaksPrivacyLink =
    initial?.slug === privacyPageSlug &&
    initial.status === 'published' &&
    (normalisedSlug !== privacyPageSlug || status !== 'published');

  const save = useAdminSave(form, onSave, { fields, fallback: t.saveFailed });

  return (
    <AdminForm
      save={save}
      className={`${layout.panel} ${admin.form} ${admin.wide}`}
      onBack={onBack}
      labels={adminTexts}
    >
      <div className={styles.pair}>
        <FormField field={register('title')} label={t.form.title} required>
          <input type="text" />
        </FormField>
        <FormField field={register('slug')} label={t.form.slug} required hint={t.form.slugHint(normalisedSlug)}>
          <input
            type="text"
            placeholder={t.form.slugPlaceholder}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            className={styles.mono}
          />
        </FormField>
      </div>
      {breaksPrivacyLink && <Alert tone="info">{t.form.privacyLinkWarning(privacyPageSlug)}</Alert>}
      <div className={styles.editor}>
        <FormField field={register('content')} label={t.form.content} required hint={t.form.contentHint}>
          <textarea rows={15} spellCheck={false} className={styles.code} />
        </FormField>
        <div className={styles.previewBox}>
          <h3 id={previewId} className={styles.previewLabel}>
            {t.form.preview}
          </h3>
          {/* Scrolls when long, so keyboard users must be able to focus it (WCAG 2.1.1, axe scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.previewFrame} role="region" aria-labelledby={previewId} tabIndex={0}>
            {content.trim() ? (
              <SafeHtml className={`${prose.prose} ${styles.content}`} html={content} />
            ) : (
              <p className={styles.previewEmpty}>{t.form.previewEmpty}</p>
            )}
          </div>
        </div>
      </div>
      <FormField field={register('status')} label={t.form.status} required>
        <select className={styles.status}>
          <LabelledOptions values={footerPageStatusSchema.options} labels={footerPageStatusLabels} />
        </select>
      </FormField>
    </AdminForm>
  );
}
