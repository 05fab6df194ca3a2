import { TabHead } from '../shared/tab-head';

export function PollsTab() {
  return <TabHead title="Umfragen" />;
}
