import type { Repository } from '../repository';
import type { DemoContext } from './context';
import {
  featuredProjects,
  getProject,
  listProjects,
  projectCountsByGroup,
  projectPage,
  projectsOfMyGroups,
} from './projects-read';
import { createProject, removeProject, updateProject } from './projects-write';

/** The projects resource over one database: reads in projects-read.ts, writes in projects-write.ts. */
export function createProjects(ctx: DemoContext): Repository['projects'] {
  return {
    get: (id) => getProject(ctx, id),
    list: () => listProjects(ctx),
    page: (query, limit) => projectPage(ctx, query, limit),
    countByGroup: () => projectCountsByGroup(ctx),
    featured: () => featuredProjects(ctx),
    ofMyGroups: () => projectsOfMyGroups(ctx),
    create: (draft) => createProject(ctx, draft),
    update: (id, draft) => updateProject(ctx, id, draft),
    remove: (id) => removeProject(ctx, id),
  };
}
