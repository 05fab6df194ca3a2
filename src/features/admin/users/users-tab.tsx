import { TabHead } from '../shared/tab-head';

export function UsersTab() {
  return <TabHead title="Benutzer" />;
}
