import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Kontakt" lead="Dieser Bereich wird gerade aufgebaut." />;
}
