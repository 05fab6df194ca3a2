import * as z from 'zod/mini';
import { type Credentials, type PasswordReset, type Registration, type Session } from '../../domain/auth';
import * as messages from '../../domain/core-messages';
import type { Repository } from '../repository';
import { ForbiddenError, NetworkError, RepositoryError, UnauthorizedError, ValidationError } from '../errors';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { forgetAll } from './read-cache';
import { parseData } from './parse';
import { wireSessionSchema } from './wire';

export function createHttpAuth(http: HttpClient): Repository['auth'] {
  return {
    // SPEC §7 has no call for it: the user from the login stays.
    currentUser: async () => null,
    async login(credentials: Credentials): Promise<Session> {
      try {
        return parseData(wireSessionSchema, await http.post(endpoints.login, { json: credentials }), messages.loginFailedApi);
      } catch (error) {
        // SPEC §8: a failed login reads 'Login fehlgeschlagen' at the API level, whatever the server said; an
        // unreachable server keeps its own message, and a refusal of the credentials (401, or 400/403/422 as other
        // servers answer) becomes an UnauthorizedError, for which the login screen shows its own text.
        if (error instanceof UnauthorizedError || error instanceof ValidationError || error instanceof ForbiddenError) {
          throw new UnauthorizedError(messages.loginFailedApi);
        }
        if (error instanceof RepositoryError && !(error instanceof NetworkError)) throw new RepositoryError(messages.loginFailedApi);
        throw error;
      }
    },
    async logout() {
      forgetAll();
      try {
        await http.post(endpoints.logout);
      } finally {
        // Anything a screen re-read meanwhile with the old token is not kept either.
        forgetAll();
      }
    },
    async register(registration: Registration) {
      const answer = parseData(z.looseObject({ success: z.optional(z.boolean()), message: z.optional(z.string()) }),
        // SPEC §7: the answer has success and message; `success: false` is a refusal with that message.
        await http.post(endpoints.register, { json: registration }, { fallback: messages.genericShort, checkSuccess: true }));
      return answer.message || messages.registrationSuccess;
    },
  };
}

export function createHttpPasswordReset(http: HttpClient): Repository['passwordReset'] {
  return {
    async request(email: string) {
      await http.post(endpoints.passwordResetRequest, { json: { email } }, { fallback: messages.generic });
    },
    async reset(payload: PasswordReset) {
      await http.post(endpoints.passwordReset, { json: payload }, { fallback: messages.genericShort });
    },
  };
}
