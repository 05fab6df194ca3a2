import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Passwort zurücksetzen" lead="Dieser Bereich wird gerade aufgebaut." />;
}
