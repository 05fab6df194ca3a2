import * as z from 'zod/mini';
import { featureRowSchema } from '../../../domain/feature-row';
import * as coreMessages from '../../../domain/core-messages';
import { projectStatusSchema, type Project } from '../../../domain/project';
import { endNotBeforeStart } from '../../../domain/common-draft';
import { projectDraftSchema } from '../../../domain/project-draft';

// Derived from the domain draft: the same required fields and messages (SPEC §5), in form shape.
// Images and members live beside the form.
export const projectFormSchema = z
  .object({
    title: projectDraftSchema.shape.title,
    projectGroupId: z.string().check(z.minLength(1, coreMessages.requiredFields)),
    description: projectDraftSchema.shape.description,
    fullDescription: projectDraftSchema.shape.fullDescription,
    status: projectStatusSchema,
    featured: z.boolean(),
    startDate: projectDraftSchema.shape.startDate,
    endDate: z.string(),
    features: z.array(featureRowSchema),
    technologies: projectDraftSchema.shape.technologies,
  })
  .check(endNotBeforeStart());
export type ProjectFormValues = z.infer<typeof projectFormSchema>;
export const projectFormFields = Object.keys(projectFormSchema.shape) as (keyof ProjectFormValues)[];

const dateOnly = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

export function projectFormDefaults(project: Project | undefined): ProjectFormValues {
  return {
    title: project?.title ?? '',
    projectGroupId: project ? String(project.projectGroupId) : '',
    description: project?.description ?? '',
    fullDescription: project?.fullDescription ?? '',
    status: project?.status ?? 'active',
    featured: project?.featured ?? false,
    startDate: dateOnly(project?.startDate),
    endDate: dateOnly(project?.endDate),
    features: project
      ? project.features.map(({ title, description }) => ({ title, description }))
      : [{ title: '', description: '' }],
    technologies: project?.technologies ?? [],
  };
}
