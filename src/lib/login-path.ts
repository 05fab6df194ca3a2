import { replace } from 'react-router-dom';

const RETURN_PARAM = 'redirectTo';

/** The login for a guest who asked for `path` (a notification's link, a bookmark): it returns them there. */
export function loginPathReturningTo(path: string): string {
  return path === '/' || path.startsWith('/login') ? '/login' : `/login?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** For a loader or action that finds no session: to the login, and from there back to this request's page. */
export function redirectToLoginAndBack(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  return replace(loginPathReturningTo(pathname + search));
}

/**
 * Where the login returns to: the page asked for, when it is one of this site's own (never another origin,
 * whatever the address says), else null and the role's landing page applies.
 */
export function returnPathFrom(search: string): string | null {
  const path = new URLSearchParams(search).get(RETURN_PARAM);
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || path.startsWith('/login'))
    return null;
  return path;
}
