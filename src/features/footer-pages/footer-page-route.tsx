import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Seite" lead="Dieser Bereich wird gerade aufgebaut." />;
}
