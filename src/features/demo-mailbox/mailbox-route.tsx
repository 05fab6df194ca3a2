import { Page } from '../../ui/page';

export function Component() {
  return <Page title="Demo-Postfach" lead="Dieser Bereich wird gerade aufgebaut." />;
}
