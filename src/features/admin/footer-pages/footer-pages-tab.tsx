import { TabHead } from '../shared/tab-head';

export function FooterPagesTab() {
  return <TabHead title="Footer-Seiten" />;
}
