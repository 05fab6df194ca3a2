import { TabHead } from '../shared/tab-head';

export function ProjectsTab() {
  return <TabHead title="Projekte" />;
}
