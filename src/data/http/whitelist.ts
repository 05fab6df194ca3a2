import * as z from 'zod/mini';
import { whitelistedEmailSchema as domainWhitelistedEmail } from '../../domain/whitelist';
import type { Repository } from '../repository';
import { unwrap, type HttpClient } from './client';
import { adminCollectionCalls } from './admin-collection';
import { endpoints } from './endpoints';
import * as messages from '../../domain/core-messages';
import { answerOf } from './parse';
import { tolerant } from './tolerant';
import * as texts from '../texts';

const whitelistedEmailSchema = tolerant(domainWhitelistedEmail, 'Whitelist', ['email']);

export function createHttpWhitelist(http: HttpClient): Repository['whitelist'] {
  const { list, update, remove } = adminCollectionCalls(http, {
    path: endpoints.whitelist,
    entry: endpoints.whitelistEntry,
    schema: whitelistedEmailSchema,
    resource: 'Whitelist',
    failed: { load: texts.whitelistLoadFailed, remove: texts.whitelistRemoveFailed },
  });
  return {
    list,
    // A new invitation is active unless the draft says otherwise.
    create: async (draft) =>
      http.post(endpoints.whitelist, { json: { isActive: true, ...draft } }, answerOf(whitelistedEmailSchema), {
        fallback: texts.invitationsCreateFailed,
      }),
    update,
    remove,
    // DECISION: the answer's shape is not shown. A boolean, or `allowed` / `whitelisted` / `isWhitelisted` in the
    // answer, decides; an answer without any of them lets the registration go on, and the server's own check at
    // /register has the last word (refusing here would block every registration on a server that answers otherwise).
    async check(email): Promise<boolean> {
      // A check changes nothing: no screen re-reads.
      const answer: unknown = await http.post(endpoints.whitelistCheck, { json: { email } }, unwrap, {
        fallback: messages.genericShort,
        announce: false,
      });
      if (typeof answer === 'boolean') return answer;
      const flags = z.object({
        allowed: z.optional(z.boolean()),
        whitelisted: z.optional(z.boolean()),
        isWhitelisted: z.optional(z.boolean()),
      });
      const parsed = flags.safeParse(answer);
      return parsed.success
        ? (parsed.data.allowed ?? parsed.data.whitelisted ?? parsed.data.isWhitelisted ?? true)
        : true;
    },
  };
}
