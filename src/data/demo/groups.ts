import type { ProjectGroup } from '../../domain/project-group';
import type { ProjectGroupDraft } from '../../domain/project-group-draft';
import { isAdmin } from '../../domain/roles';
import { NotFoundError, ValidationError } from '../errors';
import { requireAdmin, requireUser, type DemoContext } from './context';
import { groupFromRecord } from './mappers';
import { membershipTables, membershipWrite, setGroupMembers } from './membership';
import * as texts from '../texts';

export function createGroups(ctx: DemoContext) {
  const { db } = ctx;

  /** Groups are picked by name in every form; two of the same name could not be told apart. */
  async function assertNameFree(name: string, exceptId?: number) {
    const key = name.toLocaleLowerCase('de');
    const clash = await db.groups.filter((g) => g.id !== exceptId && g.name.toLocaleLowerCase('de') === key).first();
    if (clash) throw new ValidationError(texts.groupNameTaken, { name: texts.groupNameTaken });
  }

  async function assertMembersExist(ids: number[]) {
    const users = await db.users.bulkGet(ids);
    if (users.some((u) => !u)) throw new ValidationError(texts.unknownMember, { memberIds: texts.unknownMember });
  }

  return {
    /** Admins see every group, members their own. */
    async list(): Promise<ProjectGroup[]> {
      const user = await requireUser(ctx);
      const groups = isAdmin(user)
        ? await db.groups.orderBy('id').toArray()
        : (await db.groups.bulkGet(user.projectGroups)).filter((g): g is ProjectGroup => !!g);
      return groups.map(groupFromRecord);
    },

    create(draft: ProjectGroupDraft): Promise<ProjectGroup> {
      return membershipWrite(ctx, 'projectGroupDraftSchema', draft, async (data, admin) => {
        await assertNameFree(data.name);
        await assertMembersExist(data.memberIds);
        const id = await db.groups.add({ ...data, adminId: admin.id });
        await setGroupMembers(ctx, id, data.memberIds);
        return groupFromRecord((await db.groups.get(id))!);
      });
    },

    update(id: number, draft: ProjectGroupDraft): Promise<ProjectGroup> {
      return membershipWrite(ctx, 'projectGroupDraftSchema', draft, async (data) => {
        if (!(await db.groups.get(id))) throw new NotFoundError();
        await assertNameFree(data.name, id);
        await assertMembersExist(data.memberIds);
        await db.groups.update(id, data);
        await setGroupMembers(ctx, id, data.memberIds);
        return groupFromRecord((await db.groups.get(id))!);
      });
    },

    async remove(id: number): Promise<void> {
      await requireAdmin(ctx);
      await db.transaction('rw', [...membershipTables(ctx), db.whitelist, db.polls], async () => {
        if (!(await db.groups.get(id))) throw new NotFoundError();
        // Deleting a group with projects would orphan their tasks; the admin moves them first.
        if ((await db.projects.where('projectGroupId').equals(id).count()) > 0)
          throw new ValidationError(texts.groupInUse);
        await setGroupMembers(ctx, id, []);
        await db.whitelist.where('projectGroupId').equals(id).modify({ projectGroupId: null });
        await db.polls
          .where('projectGroupIds')
          .equals(id)
          .modify((p) => {
            p.projectGroupIds = p.projectGroupIds.filter((g) => g !== id);
          });
        await db.groups.delete(id);
      });
    },
  };
}
