import { TabHead } from '../shared/tab-head';

export function CategoriesTab() {
  return <TabHead title="Kategorien" />;
}
