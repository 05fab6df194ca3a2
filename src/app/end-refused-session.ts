import { useSession } from '../stores/session';
import { hasUnsavedInput } from '../stores/unsaved-input';

/** Settles once the expired session is over: true when the same user signed in again, false otherwise. */
function renewal(): Promise<boolean> {
  const { user } = useSession.getState();
  return new Promise((resolve) => {
    const stop = useSession.subscribe((state) => {
      if (state.expired) return;
      stop();
      resolve(state.token !== null && state.user?.id === user?.id);
    });
  });
}

/**
 * What a refused token (any repository call's 401) does to the session (UnauthorizedHandler). With unsaved input
 * on screen the session is marked expired and the visitor signs in again over the form (session-expired-dialog):
 * meanwhile renewable calls wait, a save as much as a screen's reload, and are made again once the same user is
 * back, so neither the input nor the screen is lost. Otherwise the session ends and `revalidate` lets the member
 * and admin areas' guards send the visitor to the login and back; a public page stays and shows the guest's view
 * (another tab's 'Demodaten zurücksetzen' must not take a catalogue reader away).
 */
export function endRefusedSession(
  revalidate: () => void,
  { renewable, token }: { renewable: boolean; token: string | null },
): boolean | Promise<boolean> {
  const session = useSession.getState();
  if (session.expired) return renewable && renewal();
  // Refused for a session that is over already (its call was on the way when the visitor signed in anew).
  if (session.token !== null && token !== session.token) return renewable;
  if (session.token === null) {
    session.clear();
    return false;
  }
  if (renewable && hasUnsavedInput()) {
    session.expire();
    return renewal();
  }
  session.clear();
  revalidate();
  return false;
}
