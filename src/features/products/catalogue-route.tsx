import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Produkte" lead="Dieser Bereich wird gerade aufgebaut." />;
}
