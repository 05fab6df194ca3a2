import { Page } from '../../ui/page';
import { RegisterForm } from './register-form';
import { registerTexts as t } from './texts';

export function Component() {
  return (
    <Page title={t.title} lead={t.lead} narrow>
      <RegisterForm />
    </Page>
  );
}
