import { TabHead } from '../shared/tab-head';

export function GroupsTab() {
  return <TabHead title="Gruppen" />;
}
