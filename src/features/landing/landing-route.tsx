import { Page } from '../../ui/page';

export function Component() {
  return <Page title="KI-Kompetenzzentrum Sozialwirtschaft" lead="Dieser Bereich wird gerade aufgebaut." />;
}
