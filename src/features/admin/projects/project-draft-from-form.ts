import type { Project } from '../../../domain/project';
import type { ProjectDraft } from '../../../domain/project-draft';
import type { ProjectGroup } from '../../../domain/project-group';
import type { ImageItem } from '../../../ui/image-input';
import type { ProjectFormValues } from './project-form-schema';

/** What the form keeps beside react-hook-form: images and members. */
export interface ProjectFormExtras {
  image: ImageItem[];
  extraImages: ImageItem[];
  members: number[];
  group: ProjectGroup | undefined;
  /** The project being edited: fields the form does not show keep their stored value. */
  project: Project | undefined;
}

export function toProjectDraft(values: ProjectFormValues, extras: ProjectFormExtras): ProjectDraft {
  const { image, extraImages, members, group, project } = extras;
  const main = image[0];
  return {
    title: values.title,
    projectGroupId: Number(values.projectGroupId),
    description: values.description,
    fullDescription: values.fullDescription,
    imageUrl: main?.kind === 'stored' ? main.url : null,
    file: main?.kind === 'new' ? main.file : null,
    additionalImages: extraImages.flatMap((i) => (i.kind === 'stored' ? [i.url] : [])),
    additionalFiles: extraImages.flatMap((i) => (i.kind === 'new' ? [i.file] : [])),
    featured: values.featured,
    technologies: values.technologies,
    status: values.status,
    // Rows left completely empty are not features.
    features: values.features
      .map((f) => ({ title: f.title.trim(), description: f.description.trim() }))
      .filter((f) => f.title || f.description)
      .map((f, sortOrder) => ({ ...f, sortOrder })),
    startDate: values.startDate,
    endDate: values.endDate || null,
    deadline: project?.deadline ?? null,
    // Only members of the chosen group; none means the whole group.
    members: members.filter((id) => group?.memberIds.includes(id)),
    category: project?.category ?? null,
  };
}
