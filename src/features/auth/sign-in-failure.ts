import * as messages from '../../domain/messages';
import { NetworkError, UnauthorizedError, errorMessage } from '../../data/errors';

/**
 * What a refused sign-in says. SPEC §8: the adapter's 'Login fehlgeschlagen' is the client-level text; the screen
 * says 'Ungültige Anmeldedaten …' when the credentials were refused. A server that cannot be reached, or fails
 * (a 500), says so: telling someone their password is wrong during an outage sends them to reset it.
 */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof UnauthorizedError) return messages.loginFailedScreen;
  return error instanceof NetworkError ? errorMessage(error) : messages.generic;
}
