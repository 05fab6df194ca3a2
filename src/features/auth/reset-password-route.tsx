import { useSearchParams } from 'react-router-dom';
import { Page } from '../../ui/page';
import { ResetLinkRefused } from './reset-link-refused';
import { ResetPasswordForm } from './reset-password-form';
import { resetPasswordTexts as t } from './password-reset-texts';

export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <Page title={t.title} lead={token ? t.lead : undefined} narrow>
      {token ? (
        // A new token (a second mail's link) starts a fresh form.
        <ResetPasswordForm key={token} token={token} />
      ) : (
        <ResetLinkRefused />
      )}
    </Page>
  );
}
