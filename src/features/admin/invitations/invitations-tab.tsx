import { TabHead } from '../shared/tab-head';

export function InvitationsTab() {
  return <TabHead title="Einladungen" />;
}
