import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Projekte" lead="Dieser Bereich wird gerade aufgebaut." />;
}
