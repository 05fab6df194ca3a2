import type { Credentials, PasswordReset, Registration } from '../../domain/auth-draft';
import type { Session } from '../../domain/auth';
import * as messages from '../../domain/core-messages';
import type { Repository } from '../repository';
import { ForbiddenError, NetworkError, RepositoryError, UnauthorizedError, ValidationError } from '../errors';
import { noAnswer, type HttpClient } from './client';
import { endpoints } from './endpoints';
import { forgetAll } from './read-cache';
import { answerOf, parseData } from './parse';
import { registrationAnswerPlan } from './read-plans/registration-answer';
import { tolerant } from './tolerant';
import { readWireSession } from './wire-user';

const readRegistration = tolerant(registrationAnswerPlan, 'Registrierung');

export function createHttpAuth(http: HttpClient): Repository['auth'] {
  return {
    currentUser: async () => null,
    async login(credentials: Credentials): Promise<Session> {
      try {
        // Signing in changes no data: the caller stores the session, and what follows reads with its token (SPEC §7).
        return await http.post(
          endpoints.login,
          { json: credentials },
          (answer) => parseData(readWireSession, answer, messages.loginFailedApi),
          { announce: false },
        );
      } catch (error) {
        // SPEC §8: a failed login reads 'Login fehlgeschlagen' at the API level, whatever the server said; an
        // unreachable server keeps its own message, and a refusal of the credentials (401, or 400/403/422 as other
        // servers answer) becomes an UnauthorizedError, for which the login screen shows its own text.
        if (error instanceof UnauthorizedError || error instanceof ValidationError || error instanceof ForbiddenError) {
          throw new UnauthorizedError(messages.loginFailedApi);
        }
        if (error instanceof RepositoryError && !(error instanceof NetworkError))
          throw new RepositoryError(messages.loginFailedApi);
        throw error;
      }
    },
    async logout() {
      forgetAll();
      try {
        await http.post(endpoints.logout, undefined, noAnswer, { announce: false });
      } finally {
        // Anything a screen re-read meanwhile with the old token is not kept either.
        forgetAll();
      }
    },
    async register(registration: Registration) {
      // SPEC §7: the answer has success and message; `success: false` is a refusal with that message.
      const answer = await http.post(endpoints.register, { json: registration }, answerOf(readRegistration), {
        fallback: messages.genericShort,
        checkSuccess: true,
        announce: false,
      });
      return answer.message || messages.registrationSuccess;
    },
  };
}

export function createHttpPasswordReset(http: HttpClient): Repository['passwordReset'] {
  return {
    async request(email: string) {
      await http.post(endpoints.passwordResetRequest, { json: { email } }, noAnswer, {
        fallback: messages.generic,
        announce: false,
      });
    },
    async reset(payload: PasswordReset) {
      await http.post(endpoints.passwordReset, { json: payload }, noAnswer, {
        fallback: messages.genericShort,
        announce: false,
      });
    },
  };
}
