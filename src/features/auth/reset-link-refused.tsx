import { Link } from 'react-router-dom';
import * as messages from '../../domain/messages';
import { RepositoryError, ValidationError } from '../../data/errors';
import { Alert } from '../../ui/alert';
import { Card } from '../../ui/page';
import styles from './account-form.module.css';
import { resetPasswordTexts as t } from './texts';

/** A reset the store or server refused for its token (used, replaced by a newer link, unknown), not its password. */
export function isRefusedResetLink(error: unknown): boolean {
  if (error instanceof ValidationError && 'token' in error.fields) return true;
  return error instanceof RepositoryError && error.message === messages.resetTokenMissing;
}

/** A link without a usable token: no form to fill in for nothing, but the way to a new link. */
export function ResetLinkRefused() {
  return (
    <Card>
      <div className={styles.done}>
        <Alert tone="error">{messages.resetTokenMissing}</Alert>
        <p>{t.tokenMissingHelp}</p>
        <p className={styles.links}>
          <Link to="/forgot-password">{t.requestNewLink}</Link>
          <Link to="/login">{t.backToLogin}</Link>
        </p>
      </div>
    </Card>
  );
}
