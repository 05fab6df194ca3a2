import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { isAdmin } from '../domain/roles';
import { loginPathReturningTo } from '../features/auth/landing-path';
import { useSession } from '../stores/session';

function toLogin(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(loginPathReturningTo(pathname + search));
}

/** Loader of the member area: guests go to /login, and from there back here. */
export function requireLogin({ request }: LoaderFunctionArgs) {
  if (!useSession.getState().user) throw toLogin(request);
  return null;
}

/** Loader of the admin area: guests go to /login (and back), members to /dashboard. */
export function requireAdmin({ request }: LoaderFunctionArgs) {
  const { user } = useSession.getState();
  if (!user) throw toLogin(request);
  if (!isAdmin(user)) throw redirect('/dashboard');
  return null;
}
