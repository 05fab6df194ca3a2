import type { Repository } from '../repository';
import { unwrap, type HttpClient } from './client';
import { adminCollectionCalls } from './admin-collection';
import { endpoints } from './endpoints';
import * as messages from '../../domain/core-messages';
import { answerOf } from './parse';
import { whitelistCheckAnswerPlan } from './read-plans/whitelist-check-answer';
import { whitelistedEmailPlan } from './read-plans/whitelisted-email';
import { tolerant } from './tolerant';
import * as texts from '../texts';

const readWhitelistedEmail = tolerant(whitelistedEmailPlan, 'Whitelist', ['email']);
const readCheckFlags = tolerant(whitelistCheckAnswerPlan, 'Whitelist-Prüfung');

export function createHttpWhitelist(http: HttpClient): Repository['whitelist'] {
  const { list, update, remove } = adminCollectionCalls(http, {
    path: endpoints.whitelist,
    entry: endpoints.whitelistEntry,
    read: readWhitelistedEmail,
    resource: 'Whitelist',
    failed: { load: texts.whitelistLoadFailed, remove: texts.whitelistRemoveFailed },
  });
  return {
    list,
    // A new invitation is active unless the draft says otherwise.
    create: async (draft) =>
      http.post(endpoints.whitelist, { json: { isActive: true, ...draft } }, answerOf(readWhitelistedEmail), {
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
      const flags = readCheckFlags(answer);
      return flags.ok ? (flags.value.allowed ?? flags.value.whitelisted ?? flags.value.isWhitelisted ?? true) : true;
    },
  };
}
