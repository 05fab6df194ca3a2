import { emailPattern } from '../../domain/common-rules';
import * as messages from '../../domain/messages';
import * as coreMessages from '../../domain/core-messages';
import type { WhitelistDraft } from '../../domain/whitelist-draft';
import type { WhitelistedEmail } from '../../domain/whitelist';
import type { Repository } from '../repository';
import { NotFoundError, ValidationError } from '../errors';
import { requireAdmin, validate, type DemoContext } from './context';
import { sendMail } from './mail';
import { deleteRowOr404 } from './rows';
import type { WhitelistRecord } from './db';
import { whitelistedEmailFromRecord } from './mappers';
import * as texts from '../texts';

export function createWhitelist(ctx: DemoContext): Repository['whitelist'] {
  const { db } = ctx;

  async function present(records: WhitelistRecord[]): Promise<WhitelistedEmail[]> {
    const groupIds = [...new Set(records.flatMap((r) => (r.projectGroupId === null ? [] : [r.projectGroupId])))];
    const groups = await db.groups.bulkGet(groupIds);
    const names = new Map(groups.flatMap((g) => (g ? [[g.id, g.name] as const] : [])));
    return records.map((r) => {
      const name = r.projectGroupId === null ? undefined : names.get(r.projectGroupId);
      return whitelistedEmailFromRecord({
        ...r,
        projectGroup: r.projectGroupId !== null && name !== undefined ? { id: r.projectGroupId, name } : null,
      });
    });
  }

  // NotFoundError is thrown outside transactions only: Dexie turns an error of that name thrown
  // inside one into its own DexieError (the IndexedDB DOMException has the same name).
  async function presentOne(id: number): Promise<WhitelistedEmail> {
    const record = await db.whitelist.get(id);
    const [entry] = record ? await present([record]) : [];
    if (!entry) throw new NotFoundError(texts.invitationNotFound);
    return entry;
  }

  async function validDraft(draft: WhitelistDraft) {
    const data = await validate('whitelistDraftSchema', draft);
    if (data.projectGroupId !== null && !(await db.groups.get(data.projectGroupId))) {
      throw new ValidationError(texts.unknownGroup, { projectGroupId: texts.unknownGroup });
    }
    return data;
  }

  async function assertNotInvited(email: string, exceptId?: number) {
    const clash = await db.whitelist.get({ email });
    if (clash && clash.id !== exceptId) throw new ValidationError(texts.emailInvited, { email: texts.emailInvited });
  }

  /** An invitation for an address with an account would send a registration link that cannot work. */
  async function assertNoAccount(email: string) {
    if (await db.users.get({ email })) throw new ValidationError(messages.emailTaken, { email: messages.emailTaken });
  }

  return {
    async list() {
      await requireAdmin(ctx);
      return present(await db.whitelist.orderBy('id').toArray());
    },

    async create(draft) {
      await requireAdmin(ctx);
      const data = await validDraft(draft);
      // SPEC §5: an invitation names its project group. (Older entries without one can still be edited.)
      if (data.projectGroupId === null)
        throw new ValidationError(coreMessages.requiredFields, { projectGroupId: coreMessages.requiredFields });
      const id = await db.transaction('rw', [db.whitelist, db.users, db.mails], async () => {
        await assertNotInvited(data.email);
        await assertNoAccount(data.email);
        const newId = await db.whitelist.add(data);
        if (data.isActive) {
          await sendMail(ctx, {
            to: data.email,
            subject: 'Einladung zum KI-Kompetenzzentrum Sozialwirtschaft',
            body:
              'Guten Tag,\n\nSie wurden eingeladen, an Projekten des KI-Kompetenzzentrums Sozialwirtschaft mitzuarbeiten. ' +
              'Über den folgenden Link können Sie sich mit dieser E-Mail-Adresse registrieren.',
            link: `/register?email=${encodeURIComponent(data.email)}`,
          });
        }
        return newId;
      });
      return presentOne(id);
    },

    async update(id, draft) {
      await requireAdmin(ctx);
      const data = await validDraft(draft);
      const found = await db.transaction('rw', [db.whitelist, db.users], async () => {
        const current = await db.whitelist.get(id);
        if (!current) return false;
        // A registered invitee's entry stays editable; a new address must not belong to an account.
        if (data.email !== current.email) await assertNoAccount(data.email);
        // An entry with a group keeps one; an older entry without one may stay so.
        if (data.projectGroupId === null && current.projectGroupId !== null) {
          throw new ValidationError(coreMessages.requiredFields, { projectGroupId: coreMessages.requiredFields });
        }
        await assertNotInvited(data.email, id);
        await db.whitelist.update(id, data);
        return true;
      });
      if (!found) throw new NotFoundError(texts.invitationNotFound);
      return presentOne(id);
    },

    async remove(id) {
      await requireAdmin(ctx);
      await deleteRowOr404(db, db.whitelist, id, texts.invitationNotFound);
    },

    /** Open to guests: only an active invitation that nobody has used to register yet counts. */
    async check(email) {
      const address = email.trim().toLowerCase();
      if (!emailPattern.test(address)) return false;
      // An address that already has an account passes, so the registration can say so ('bereits registriert')
      // instead of calling an invited person uninvited.
      return (await db.whitelist.get({ email: address }))?.isActive === true;
    },
  };
}
