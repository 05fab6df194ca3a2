import { countProjectsByGroup, matchesProjectSearch } from '../../domain/project-rules';
import type { ProjectDraft } from '../../domain/project-draft';
import { firstOf } from '../../domain/page';
import type { Repository } from '../repository';
import type { HttpClient } from './client';
import { endpoints } from './endpoints';
import { createHttpGroups } from './groups';
import { answerOf, appendFiles, formData, listOf, parseData } from './parse';
import { projectPlan } from './read-plans/project';
import { tolerant } from './tolerant';
import * as texts from '../texts';

const readProject = tolerant(projectPlan, 'Projekte', ['title']);

function projectForm(draft: ProjectDraft): FormData {
  const { file, additionalFiles = [], ...fields } = draft;
  const form = formData({ ...fields, file: file ? new File([file.blob], file.name, { type: file.type }) : undefined });
  // DECISION: new additional images go as repeated `additionalFiles` parts; kept ones stay in `additionalImages` (JSON text).
  return appendFiles(form, 'additionalFiles', additionalFiles);
}

export function createHttpProjects(http: HttpClient): Repository['projects'] {
  const fallbackLoad = texts.projectsLoadFailed;
  const list = async () =>
    parseData(listOf(readProject, 'Projekte'), await http.get(endpoints.projects, { fallback: fallbackLoad }));
  return {
    list,
    // The provider's API has no paging or search (SPEC §7): the page is cut from the full answer.
    page: async (query, limit) => {
      const search = query.search?.trim();
      // The names of the groups the caller may read (an admin all, a member their own), as in the demo.
      const [all, groups] = await Promise.all([list(), search ? createHttpGroups(http).list() : []]);
      const groupNames = new Map(groups.map((group) => [group.id, group.name] as const));
      return firstOf(search ? all.filter((p) => matchesProjectSearch(p, search, groupNames)) : all, limit);
    },
    countByGroup: async () => countProjectsByGroup((await list()).map((project) => project.projectGroupId)),
    get: async (id) =>
      parseData(readProject, await http.get(endpoints.project(id), { fallback: texts.projectLoadFailed })),
    featured: async () =>
      parseData(
        listOf(readProject, 'Projekte'),
        await http.get(endpoints.projectsFeatured, { fallback: fallbackLoad }),
      ),
    ofMyGroups: async () =>
      parseData(
        listOf(readProject, 'Projekte'),
        await http.get(endpoints.projectsOfMyGroups, { fallback: fallbackLoad }),
      ),
    create: async (draft) =>
      http.post(endpoints.projects, { form: projectForm(draft) }, answerOf(readProject), {
        fallback: texts.projectCreateFailed,
      }),
    update: async (id, draft) =>
      http.post(endpoints.projectUpdate(id), { form: projectForm(draft) }, answerOf(readProject), {
        fallback: texts.projectUpdateFailed,
      }),
    remove: async (id) => {
      await http.delete(endpoints.project(id));
    },
  };
}
