import Dexie from 'dexie';
import * as messages from '../../domain/messages';
import { defaultNotificationSettings } from '../../domain/notification-settings';
import { rolesFor } from '../../domain/user-rules';
import type { User } from '../../domain/user';
import type { UserDraft } from '../../domain/user-draft';
import { isAdmin } from '../../domain/roles';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors';
import { nowIso, requireAdmin, type DemoContext } from './context';
import { userFromRecord } from './mappers';
import { membershipWrite, setUserGroups } from './membership';
import * as texts from '../texts';

export function createUsers(ctx: DemoContext) {
  const { db } = ctx;

  async function assertGroupsExist(ids: number[]) {
    const groups = await db.groups.bulkGet(ids);
    if (groups.some((g) => !g))
      throw new ValidationError(texts.unknownGroup, {
        projectGroups: texts.unknownGroup,
      });
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    const existing = await db.users.get({ email });
    if (existing && existing.id !== exceptId) throw new ConflictError(messages.emailTaken);
  }

  async function otherAdminsExist(exceptId: number): Promise<boolean> {
    const all = await db.users.toArray();
    return all.some((u) => u.id !== exceptId && isAdmin(u));
  }

  return {
    async list(): Promise<User[]> {
      await requireAdmin(ctx);
      return (await db.users.orderBy('id').toArray()).map(userFromRecord);
    },

    create(draft: UserDraft): Promise<User> {
      return membershipWrite(ctx, 'userDraftSchema', draft, async (data, admin) => {
        await assertGroupsExist(data.projectGroups);
        await assertEmailFree(data.email);
        const id = await db.users.add({
          ...data,
          roles: rolesFor(data.role),
          avatar: null,
          notificationSettings: { ...defaultNotificationSettings },
          createdAt: nowIso(ctx),
          createdBy: admin.id,
        });
        await setUserGroups(ctx, id, data.projectGroups);
        return userFromRecord((await db.users.get(id))!);
      });
    },

    update(id: number, draft: UserDraft): Promise<User> {
      return membershipWrite(ctx, 'userDraftSchema', draft, async (data) => {
        const existing = await db.users.get(id);
        if (!existing) throw new NotFoundError();
        await assertGroupsExist(data.projectGroups);
        await assertEmailFree(data.email, id);
        if (isAdmin(existing) && data.role !== 'admin' && !(await otherAdminsExist(id)))
          throw new ForbiddenError(texts.lastAdmin);
        await db.users.update(id, { ...data, roles: rolesFor(data.role) });
        await setUserGroups(ctx, id, data.projectGroups);
        return userFromRecord((await db.users.get(id))!);
      });
    },

    async remove(id: number): Promise<void> {
      const admin = await requireAdmin(ctx);
      if (admin.id === id) throw new ForbiddenError(texts.selfDelete);
      const tables = [
        db.users,
        db.groups,
        db.credentials,
        db.sessions,
        db.passwordResets,
        db.tasks,
        db.projects,
        db.notifications,
        db.reminders,
        db.whitelist,
      ];
      await db.transaction('rw', tables, async () => {
        const existing = await db.users.get(id);
        if (!existing) throw new NotFoundError();
        if (isAdmin(existing) && !(await otherAdminsExist(id))) throw new ForbiddenError(texts.lastAdmin);
        await setUserGroups(ctx, id, []);
        // A task or project that still named them could no longer be saved: the store refuses unknown people.
        await db.tasks
          .where('assignedTo')
          .equals(id)
          .modify((task) => {
            task.assignedTo = task.assignedTo.filter((userId) => userId !== id);
          });
        // Projects have no index on members; there are few, and deleting a user is rare.
        await db.projects
          .filter((project) => project.members.includes(id))
          .modify((project) => {
            project.members = project.members.filter((userId) => userId !== id);
          });
        await db.notifications.where('[userId+createdAt]').between([id, Dexie.minKey], [id, Dexie.maxKey]).delete();
        await db.reminders.where('userId').equals(id).delete();
        await db.sessions.where('userId').equals(id).delete();
        await db.passwordResets.where('userId').equals(id).delete();
        await db.credentials.delete(id);
        await db.users.delete(id);
        // Their invitation would let them register again straight away, back into its group.
        await db.whitelist.where('email').equals(existing.email.toLowerCase()).modify({ isActive: false });
      });
    },
  };
}
