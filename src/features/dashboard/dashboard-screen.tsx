import { useSession } from '../../stores/session';
import { Page } from '../../ui/page';

export function DashboardScreen() {
  const user = useSession((s) => s.user);
  return <Page title="Dashboard" lead={user ? `Willkommen zurück, ${user.name}!` : undefined} />;
}
