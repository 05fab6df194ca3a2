import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Registrierung" lead="Dieser Bereich wird gerade aufgebaut." />;
}
