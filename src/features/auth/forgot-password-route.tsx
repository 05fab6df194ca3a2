import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Passwort vergessen" lead="Dieser Bereich wird gerade aufgebaut." />;
}
