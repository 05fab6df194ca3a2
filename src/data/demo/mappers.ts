import type { Attachment } from '../../domain/attachment';
import type { Category } from '../../domain/category';
import type { FooterPage } from '../../domain/footer-page';
import type { HeroSetting } from '../../domain/hero-setting';
import type { Notification } from '../../domain/notification';
import { defaultNotificationSettings } from '../../domain/notification-settings';
import type { Poll } from '../../domain/poll';
import type { Product } from '../../domain/product';
import type { Project } from '../../domain/project';
import type { Showcase } from '../../domain/showcase';
import type { ProjectGroup } from '../../domain/project-group';
import type { Task } from '../../domain/task';
import type { User } from '../../domain/user';
import type { WhitelistedEmail } from '../../domain/whitelist';
import type { NotificationRecord, ProductRecord, ProjectRecord, UserRecord } from './db';
import type { TaskRecord } from './task-records';

/*
 * Records leave the store copied field by field, not parsed with the domain schemas: zod costs 20–100 µs
 * a record, which is most of a list read at 50,000 rows (docs/performance.md), and keeping it off the
 * read path keeps it out of the first visit (docs/decisions/004-lean-first-visit.md). Every write
 * validates with the draft schemas, so stored records already have the domain shape; the copies fill the
 * same defaults the schemas would, strip index-only fields and, being object literals of the domain type,
 * stop compiling when the schema gains a field. mappers.test.ts checks each copy against the schema's parse.
 */
export const userFromRecord = (r: UserRecord): User => ({
  id: r.id,
  name: r.name,
  email: r.email,
  companyName: r.companyName,
  role: r.role,
  roles: r.roles,
  projectGroups: r.projectGroups,
  avatar: r.avatar ?? null,
  notificationSettings: { ...defaultNotificationSettings, ...r.notificationSettings },
  createdAt: r.createdAt,
  createdBy: r.createdBy ?? null,
});

const attachmentFrom = (a: Attachment): Attachment => ({
  id: a.id,
  name: a.name,
  type: a.type,
  url: a.url,
  size: a.size ?? 0,
  uploadedAt: a.uploadedAt ?? null,
  uploadedBy: a.uploadedBy ?? null,
});

export const taskFromRecord = (r: TaskRecord): Task => ({
  id: r.id,
  projectId: r.projectId,
  title: r.title,
  description: r.description,
  status: r.status,
  priority: r.priority,
  assignedTo: r.assignedTo,
  deadline: r.deadline,
  attachments: r.attachments.map(attachmentFrom),
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  updatedAt: r.updatedAt ?? null,
});

/** The fields a product and a project present alike (domain/showcase.ts). */
const showcaseFrom = (r: Showcase): Showcase => ({
  title: r.title,
  description: r.description,
  fullDescription: r.fullDescription,
  imageUrl: r.imageUrl,
  additionalImages: r.additionalImages,
  featured: r.featured,
  technologies: r.technologies,
});

export const projectFromRecord = (r: ProjectRecord): Project => ({
  id: r.id,
  ...showcaseFrom(r),
  status: r.status,
  features: r.features.map((f) => ({ title: f.title, description: f.description, sortOrder: f.sortOrder ?? 0 })),
  startDate: r.startDate,
  endDate: r.endDate,
  deadline: r.deadline,
  projectGroupId: r.projectGroupId,
  members: r.members,
  category: r.category,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
});

export const productFromRecord = (r: Product | ProductRecord): Product => ({
  id: r.id,
  ...showcaseFrom(r),
  category: r.category,
  status: r.status,
  features: r.features.map((f) =>
    f.id === undefined
      ? { title: f.title, description: f.description, sortOrder: f.sortOrder }
      : { id: f.id, title: f.title, description: f.description, sortOrder: f.sortOrder },
  ),
  createdBy: r.createdBy,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});
export const groupFromRecord = (r: ProjectGroup): ProjectGroup => ({
  id: r.id,
  name: r.name,
  description: r.description,
  status: r.status,
  type: r.type,
  memberIds: r.memberIds,
  adminId: r.adminId,
});

export const categoryFromRecord = (r: Category): Category => ({
  id: r.id,
  name: r.name,
  description: r.description,
  icon: r.icon,
  active: r.active,
  createdAt: r.createdAt ?? null,
  createdBy: r.createdBy ?? null,
});

export const footerPageFromRecord = (r: FooterPage): FooterPage => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  content: r.content,
  status: r.status,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  updatedBy: r.updatedBy,
});

export const notificationFromRecord = (r: NotificationRecord): Notification => ({
  id: r.id,
  title: r.title,
  message: r.message,
  read: r.read,
  createdAt: r.createdAt,
  userId: r.userId,
  kind: r.kind ?? 'info',
  link: r.link ?? null,
});

export const heroSettingFromRecord = (r: HeroSetting): HeroSetting => ({
  file: r.file,
  opacity: r.opacity,
  imageDescription: r.imageDescription,
});

export const pollFromRecord = (r: Poll): Poll => ({
  id: r.id,
  title: r.title,
  description: r.description,
  options: r.options.map((o) => ({ id: o.id, text: o.text, votes: o.votes })),
  startDate: r.startDate,
  endDate: r.endDate,
  projectGroupIds: r.projectGroupIds,
  projectGroups: r.projectGroups,
  isActive: r.isActive,
  status: r.status,
  hasVoted: r.hasVoted,
  userVoteId: r.userVoteId,
  createdAt: r.createdAt,
});

export const whitelistedEmailFromRecord = (r: WhitelistedEmail): WhitelistedEmail => ({
  id: r.id,
  email: r.email,
  projectGroupId: r.projectGroupId,
  isActive: r.isActive,
  projectGroup: r.projectGroup,
});

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
