import { TabHead } from '../shared/tab-head';

export function SettingsTab() {
  return <TabHead title="Einstellungen" />;
}
