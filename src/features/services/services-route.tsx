import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Services" lead="Dieser Bereich wird gerade aufgebaut." />;
}
