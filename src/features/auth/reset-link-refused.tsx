import { Link } from '../../ui/link';
import * as messages from '../../domain/messages';
import { RepositoryError, ValidationError } from '../../data/errors';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/page';
import page from '../../ui/page.module.css';
import styles from './account-form.module.css';
import { resetPasswordTexts as t } from './password-reset-texts';

/**
 * Why the store or server refused a reset for its token (expired, used, replaced by a newer link, unknown), not its
 * password; null for any other refusal.
 */
export function refusedResetLink(error: unknown): string | null {
  if (error instanceof ValidationError && error.fields.token) return error.fields.token;
  const known = [messages.resetTokenMissing, messages.resetLinkExpired];
  return error instanceof RepositoryError && known.includes(error.message) ? error.message : null;
}

/** A link without a usable token: no form to fill in for nothing, but the way to a new link. */
export function ResetLinkRefused({ reason = messages.resetTokenMissing }: { reason?: string }) {
  return (
    <Card>
      <div className={styles.done}>
        <Alert tone="error">{reason}</Alert>
        {/* An expired link's message already says what to do; the others may need the why. */}
        {reason !== messages.resetLinkExpired && <p>{t.tokenMissingHelp}</p>}
        <p className={`${page.cardLinks} ${styles.links}`}>
          <Link to="/forgot-password">{t.requestNewLink}</Link>
          <Link to="/login">{t.backToLogin}</Link>
        </p>
      </div>
    </Card>
  );
}
