import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Projekt" lead="Dieser Bereich wird gerade aufgebaut." />;
}
