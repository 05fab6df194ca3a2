import { matchesProjectSearch, type ProjectPage } from '../../domain/project-rules';
import type { DemoDatabase, ProjectRecord } from './db';
import { projectFromRecord } from './mappers';
import { compareIso } from './order';
import { tableProjection } from './table-projection';

/** What the admin's project search looks at, newest first as `projects.list()` orders them (table-projection.ts). */
interface Entry {
  id: number;
  createdAt: string;
  title: string;
  description: string;
  projectGroupId: number;
}

const projection = tableProjection<ProjectRecord, Entry>(
  'projects',
  ({ id, createdAt, title, description, projectGroupId }) => ({ id, createdAt, title, description, projectGroupId }),
  (a, b) => compareIso(b.createdAt, a.createdAt) || b.id - a.id,
);

/**
 * Projects whose title, description or group name contain the search, newest first; only the first `limit` are
 * read from the store. `groupNames` holds the names of the groups the caller may read, read anew for each
 * search, so a renamed group is found by its new name at once.
 */
export async function searchProjects(
  db: DemoDatabase,
  search: string,
  limit: number,
  groupNames: ReadonlyMap<number, string>,
): Promise<ProjectPage> {
  const { rows, total } = await projection.page(
    db,
    (project) => matchesProjectSearch(project, search, groupNames),
    limit,
  );
  return { items: rows.map(projectFromRecord), total };
}
