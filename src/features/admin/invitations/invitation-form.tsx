import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../ui/link';
import * as z from 'zod/mini';
import { ValidationError, errorMessage } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import * as coreMessages from '../../../domain/core-messages';
import type { ProjectGroup } from '../../../domain/project-group';
import { invitationsCreatedMessage } from '../../../domain/whitelist';
import { whitelistDraftSchema } from '../../../domain/whitelist-draft';
import { inGerman } from '../../../domain/german-zod-errors';
import { toast } from '../../../stores/toasts';
import { Alert } from '../../../ui/alert';
import { FormField } from '../../../ui/form-field';
import { AdminForm, useAdminForm } from '../shared/admin-form';
import { createInvitations, type SkippedLine } from './create-invitations';
import own from './invitations.module.css';
import { invitationsTexts as t } from './texts';

const formSchema = z.object({
  emails: z.string().check(
    z.superRefine((text, ctx) => {
      if (!text.trim()) {
        ctx.addIssue({ code: 'custom', message: coreMessages.requiredFields });
        return;
      }
      // Each line as the store checks an invitation's address (whitelist-draft.ts): the pattern, then the length.
      // One message per refused line, each on its own line under the field, naming the line and what it holds.
      const refused = text.split(/\r?\n/).flatMap((raw, index) => {
        const line = raw.trim();
        const checked = line ? z.safeParse(whitelistDraftSchema.shape.email, line, inGerman) : null;
        const reason = checked?.error?.issues[0]?.message;
        return reason ? [t.invalidLine(index + 1, line, reason)] : [];
      });
      if (refused.length > 0) ctx.addIssue({ code: 'custom', message: refused.join('\n') });
    }),
  ),
  projectGroupId: z.string().check(z.minLength(1, coreMessages.requiredFields)),
});
type FormValues = z.output<typeof formSchema>;

interface Report {
  created: number;
  skipped: SkippedLine[];
}

export interface InvitationFormProps {
  groups: ProjectGroup[];
  /** Called when every line became an invitation; lines that were skipped keep the form open with a report. */
  onDone: () => void;
  onBack: () => void;
}

/** The whitelist's create form: one e-mail address per line and a required project group (SPEC §2, §5). */
export function InvitationForm({ groups, onDone, onBack }: InvitationFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const reportRef = useRef<HTMLDivElement>(null);
  const form = useAdminForm(formSchema, { emails: '', projectGroupId: '' });
  const { register, handleSubmit, reset, setError } = form;

  // The report replaces the typed text: move focus to it so nobody misses what was skipped.
  useEffect(() => {
    if (report) reportRef.current?.focus();
  }, [report]);

  async function submit(values: FormValues) {
    setFailure(null);
    setReport(null);
    const result = await createInvitations(values.emails, Number(values.projectGroupId), (draft) =>
      repository().whitelist.create(draft),
    );
    if (result.created > 0) toast.success(invitationsCreatedMessage(result.created));
    if (result.failure) {
      const { error, remaining } = result.failure;
      const message = errorMessage(error, t.createError);
      toast.error(message);
      // Keep what was not created, so a second try sends only that.
      reset({ emails: remaining.join('\n'), projectGroupId: values.projectGroupId }, { keepDefaultValues: true });
      if (error instanceof ValidationError && error.fields.projectGroupId) {
        setError('projectGroupId', { type: 'server', message: error.fields.projectGroupId });
      } else {
        setFailure(message);
      }
      if (result.skipped.length > 0) setReport({ created: result.created, skipped: result.skipped });
      return;
    }
    if (result.skipped.length === 0) {
      onDone();
      return;
    }
    reset({ emails: '', projectGroupId: values.projectGroupId });
    setReport({ created: result.created, skipped: result.skipped });
  }

  return (
    <AdminForm
      save={{ form, failure, onSubmit: handleSubmit(submit, () => setFailure(null)) }}
      lead={
        <>
          {report && (
            <div ref={reportRef} tabIndex={-1} className={own.report}>
              <Alert tone="info">
                <p className={own.reportLead}>
                  {report.created > 0 ? `${invitationsCreatedMessage(report.created)}.` : t.reportCreatedNone}{' '}
                  {t.reportSkipped(report.skipped.length)}
                </p>
                <ul className={own.reportList}>
                  {report.skipped.map((s) => (
                    <li key={s.line}>{t.skippedLine(s.line, s.email, s.reason)}</li>
                  ))}
                </ul>
              </Alert>
            </div>
          )}
          {repository().demo && (
            <p className={own.demo}>
              {t.form.demoBefore} <Link to="/demo-postfach">{t.form.demoLink}</Link>
              {t.form.demoAfter}
            </p>
          )}
        </>
      }
      onBack={onBack}
      labels={{ save: t.form.submit, saving: t.form.submitting }}
    >
      <div className={own.lines}>
        <FormField field={register('emails')} label={t.form.emails} hint={t.form.emailsHint} required>
          <textarea
            rows={8}
            spellCheck={false}
            autoComplete="off"
            placeholder={'anna.beispiel@traeger.de\nben.muster@verein.de'}
          />
        </FormField>
      </div>
      <FormField field={register('projectGroupId')} label={t.form.group} required>
        <select>
          <option value="">{t.form.groupPlaceholder}</option>
          {groups.map((g) => (
            <option key={g.id} value={String(g.id)}>
              {g.name}
              {g.status === 'archived' ? ` ${t.form.archived}` : ''}
            </option>
          ))}
        </select>
      </FormField>
    </AdminForm>
  );
}
