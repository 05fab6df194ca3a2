import { redirect } from 'react-router-dom';
import { isAdmin } from '../domain/roles';
import { useSession } from '../stores/session';

/** Loader of the member area: guests go to /login. */
export function requireLogin() {
  if (!useSession.getState().user) throw redirect('/login');
  return null;
}

/** Loader of the admin area: guests go to /login, members to /dashboard. */
export function requireAdmin() {
  const { user } = useSession.getState();
  if (!user) throw redirect('/login');
  if (!isAdmin(user)) throw redirect('/dashboard');
  return null;
}

