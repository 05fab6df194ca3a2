import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Service" lead="Dieser Bereich wird gerade aufgebaut." />;
}
