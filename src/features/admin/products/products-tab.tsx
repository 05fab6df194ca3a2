import { TabHead } from '../shared/tab-head';

export function ProductsTab() {
  return <TabHead title="Produkte" />;
}
