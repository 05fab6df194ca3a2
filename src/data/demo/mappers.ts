import type { Attachment } from '../../domain/attachment';
import { categorySchema, type Category } from '../../domain/category';
import { footerPageSchema, type FooterPage } from '../../domain/footer-page';
import { notificationSchema, type Notification } from '../../domain/notification';
import type { Product } from '../../domain/product';
import type { Project } from '../../domain/project';
import { projectGroupSchema, type ProjectGroup } from '../../domain/project-group';
import type { Task } from '../../domain/task';
import { userSchema, type User } from '../../domain/user';
import type { NotificationRecord, ProductRecord, ProjectRecord, TaskRecord, UserRecord } from './db';

// Records may carry index-only fields; the mappers strip them on the way out.
export const userFromRecord = (r: UserRecord): User => userSchema.parse(r);

/*
 * Tasks, projects and products come back by the thousand (a member's tasks, the catalogue), so they are
 * copied field by field instead of parsed: zod costs 20–100 µs a record, which is most of a list read at
 * 50,000 rows (docs/performance.md). Every write validates with the draft schemas, so stored records
 * already have the domain shape; the copies fill the same defaults the schemas would and, being object
 * literals of the domain type, stop compiling when the schema gains a field. mappers.test.ts checks
 * that each copy equals the schema's parse.
 */
const attachmentFrom = (a: Attachment): Attachment => ({
  id: a.id, name: a.name, type: a.type, url: a.url, size: a.size ?? 0, uploadedAt: a.uploadedAt ?? null, uploadedBy: a.uploadedBy ?? null,
});

export const taskFromRecord = (r: TaskRecord): Task => ({
  id: r.id, projectId: r.projectId, title: r.title, description: r.description, status: r.status, priority: r.priority,
  assignedTo: r.assignedTo, deadline: r.deadline, attachments: r.attachments.map(attachmentFrom), createdAt: r.createdAt,
  createdBy: r.createdBy, updatedAt: r.updatedAt ?? null,
});

export const projectFromRecord = (r: ProjectRecord): Project => ({
  id: r.id, title: r.title, description: r.description, fullDescription: r.fullDescription, imageUrl: r.imageUrl,
  additionalImages: r.additionalImages, featured: r.featured, technologies: r.technologies, status: r.status,
  features: r.features.map((f) => ({ title: f.title, description: f.description, sortOrder: f.sortOrder ?? 0 })),
  startDate: r.startDate, endDate: r.endDate, deadline: r.deadline, projectGroupId: r.projectGroupId, members: r.members,
  category: r.category, createdAt: r.createdAt, createdBy: r.createdBy,
});

export const productFromRecord = (r: Product | ProductRecord): Product => ({
  id: r.id, title: r.title, description: r.description, fullDescription: r.fullDescription, category: r.category,
  technologies: r.technologies, status: r.status, featured: r.featured, imageUrl: r.imageUrl, additionalImages: r.additionalImages,
  features: r.features.map((f) => (f.id === undefined
    ? { title: f.title, description: f.description, sortOrder: f.sortOrder }
    : { id: f.id, title: f.title, description: f.description, sortOrder: f.sortOrder })),
  createdBy: r.createdBy, createdAt: r.createdAt, updatedAt: r.updatedAt,
});
export const groupFromRecord = (r: ProjectGroup): ProjectGroup => projectGroupSchema.parse(r);
export const categoryFromRecord = (r: Category): Category => categorySchema.parse(r);
export const footerPageFromRecord = (r: FooterPage): FooterPage => footerPageSchema.parse(r);
export const notificationFromRecord = (r: NotificationRecord): Notification => notificationSchema.parse(r);

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
