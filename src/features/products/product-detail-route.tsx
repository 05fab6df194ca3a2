import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Produkt" lead="Dieser Bereich wird gerade aufgebaut." />;
}
