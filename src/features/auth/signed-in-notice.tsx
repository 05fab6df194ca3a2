import { Link } from '../../ui/link';
import { isAdmin, landingPathFor } from '../../domain/roles';
import { useSession } from '../../stores/session';
import { Alert } from '../../ui/alert';
import { signedInNoticeTexts as t } from './texts';

/**
 * On the login and registration screens for someone already signed in: who they are and the way back. No
 * redirect, as signing in here is how the demo switches between its accounts.
 */
export function SignedInNotice() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Alert>
      {t.signedInAs(user.name)} <Link to={landingPathFor(user)}>{isAdmin(user) ? t.toAdmin : t.toDashboard}</Link>
    </Alert>
  );
}
