import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { isAdmin } from '../domain/roles';
import { redirectToLoginAndBack } from '../lib/login-path';
import { useSession } from '../stores/session';

/** Loader of the member area: guests go to /login, and from there back here. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (!useSession.getState().user) throw redirectToLoginAndBack(request);
  return null;
}

/** Loader of the admin area: guests go to /login (and back), members to /dashboard. */
export function requireAdmin({ request }: LoaderFunctionArgs) {
  const { user } = useSession.getState();
  if (!user) throw redirectToLoginAndBack(request);
  if (!isAdmin(user)) throw replace('/dashboard');
  return null;
}
