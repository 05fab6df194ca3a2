import * as z from 'zod/mini';
import { attachmentSchema } from '../../src/domain/attachment';
import { commentDraftSchema } from '../../src/domain/comment-draft';
import { idSchema } from '../../src/domain/common';
import { heroSettingDraftSchema } from '../../src/domain/hero-setting-draft';
import { productDraftSchema } from '../../src/domain/product-draft';
import { projectDraftSchema } from '../../src/domain/project-draft';
import { taskDraftSchema } from '../../src/domain/task-draft';
import type { FormPart, RequestBody } from './types';

/*
 * The multipart forms as the adapter's files build them (src/data/http/products.ts, projects.ts, tasks.ts,
 * comments.ts, configurations.ts): scalars as text, lists as JSON text, files as file parts. calls.test.ts sends
 * each through the real adapter and compares the part names.
 */

const product = productDraftSchema.shape;
const project = projectDraftSchema.shape;
const task = taskDraftSchema.shape;
const text = (schema: z.core.$ZodType): FormPart => ({ text: schema });
const json = (schema: z.core.$ZodType): FormPart => ({ json: schema });

export const productForm: RequestBody = {
  form: {
    title: text(product.title),
    description: text(product.description),
    fullDescription: text(product.fullDescription),
    category: text(product.category),
    technologies: json(product.technologies),
    status: text(product.status),
    featured: text(product.featured),
    features: json(product.features),
    createdBy: text(idSchema),
    image: { file: 'one' },
    imageUrl: text(product.imageUrl),
    additionalImageUrls: json(product.additionalImages),
    additionalImages: { file: 'many' },
  },
};

export const projectForm: RequestBody = {
  form: {
    title: text(project.title),
    projectGroupId: text(project.projectGroupId),
    description: text(project.description),
    fullDescription: text(project.fullDescription),
    imageUrl: text(project.imageUrl),
    additionalImages: json(project.additionalImages),
    featured: text(project.featured),
    technologies: json(project.technologies),
    status: text(project.status),
    features: json(project.features),
    startDate: text(project.startDate),
    endDate: text(project.endDate),
    deadline: text(project.deadline),
    members: json(project.members),
    category: text(project.category),
    file: { file: 'one' },
    additionalFiles: { file: 'many' },
  },
};

export const taskForm: RequestBody = {
  form: {
    projectId: text(task.projectId),
    title: text(task.title),
    description: text(task.description),
    status: text(task.status),
    priority: text(task.priority),
    deadline: text(task.deadline),
    'assignedTo[]': { each: idSchema },
    existingAttachments: json(z.array(attachmentSchema)),
    'attachments[]': { file: 'many' },
  },
};

export const commentForm: RequestBody = {
  form: {
    content: text(commentDraftSchema.shape.content),
    parentId: text(commentDraftSchema.shape.parentId),
    'attachments[]': { file: 'many' },
  },
};

export const settingsForm: RequestBody = {
  form: {
    file: { file: 'one' },
    data: json(
      z.object({
        opacity: heroSettingDraftSchema.shape.opacity,
        imageDescription: heroSettingDraftSchema.shape.imageDescription,
      }),
    ),
  },
};
