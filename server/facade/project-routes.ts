import { projectDraftSchema, type ProjectDraft } from '../../src/domain/project-draft';
import { draftOf, type FormFields } from './drafts';
import { adminForm, noBody } from './intake';
import { num, text, jsonField, files, file, bool, orNull, type Route, readForm } from './wire';

function projectFields(form: FormData): FormFields<ProjectDraft> {
  return {
    title: text(form, 'title') ?? '',
    projectGroupId: num(text(form, 'projectGroupId')),
    description: text(form, 'description') ?? '',
    fullDescription: text(form, 'fullDescription') ?? '',
    imageUrl: orNull(text(form, 'imageUrl')),
    file: file(form, 'file'),
    additionalImages: jsonField<string[]>(form, 'additionalImages', []),
    additionalFiles: files(form, 'additionalFiles'),
    featured: bool(text(form, 'featured')),
    technologies: jsonField<string[]>(form, 'technologies', []),
    status: text(form, 'status') ?? 'active',
    features: jsonField(form, 'features', []),
    startDate: text(form, 'startDate') ?? '',
    endDate: orNull(text(form, 'endDate')),
    deadline: orNull(text(form, 'deadline')),
    members: jsonField<number[]>(form, 'members', []),
    category: orNull(text(form, 'category')),
  };
}

const projectDraft = (form: FormData) => draftOf(projectDraftSchema, projectFields(form));

/** The projects of SPEC §7; writes come as multipart forms. */
export const projectRoutes: Route[] = [
  ['GET', /^\/projects$/, async ({ repo }) => ({ data: await repo.projects.list() })],
  ['GET', /^\/projects\/featured$/, async ({ repo }) => ({ data: await repo.projects.featured() })],
  ['GET', /^\/projects\/user-groups$/, async ({ repo }) => ({ data: await repo.projects.ofMyGroups() })],
  ['GET', /^\/projects\/(\d+)$/, async ({ repo, params }) => ({ data: await repo.projects.get(num(params[0])) })],
  [
    'POST',
    /^\/projects$/,
    async ({ repo, request }) => ({ data: await repo.projects.create(projectDraft(await readForm(request))) }),
    adminForm,
  ],
  [
    'POST',
    /^\/projects\/(\d+)$/,
    async ({ repo, params, request }) => ({
      data: await repo.projects.update(num(params[0]), projectDraft(await readForm(request))),
    }),
    adminForm,
  ],
  [
    'DELETE',
    /^\/projects\/(\d+)$/,
    async ({ repo, params }) => repo.projects.remove(num(params[0])).then(() => ({ success: true })),
    noBody,
  ],
];
