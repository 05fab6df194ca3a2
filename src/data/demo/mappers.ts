import { categorySchema, type Category } from '../../domain/category';
import { footerPageSchema, type FooterPage } from '../../domain/footer-page';
import { notificationSchema, type Notification } from '../../domain/notification';
import { productSchema, type Product } from '../../domain/product';
import { projectSchema, type Project } from '../../domain/project';
import { projectGroupSchema, type ProjectGroup } from '../../domain/project-group';
import { taskSchema, type Task } from '../../domain/task';
import { userSchema, type User } from '../../domain/user';
import type { NotificationRecord, ProductRecord, ProjectRecord, TaskRecord, UserRecord } from './db';

// Records may carry index-only fields; the domain schemas strip them on the way out.
export const userFromRecord = (r: UserRecord): User => userSchema.parse(r);
export const projectFromRecord = (r: ProjectRecord): Project => projectSchema.parse(r);
export const productFromRecord = (r: ProductRecord): Product => productSchema.parse(r);
export const taskFromRecord = (r: TaskRecord): Task => taskSchema.parse(r);
export const groupFromRecord = (r: ProjectGroup): ProjectGroup => projectGroupSchema.parse(r);
export const categoryFromRecord = (r: Category): Category => categorySchema.parse(r);
export const footerPageFromRecord = (r: FooterPage): FooterPage => footerPageSchema.parse(r);
export const notificationFromRecord = (r: NotificationRecord): Notification => notificationSchema.parse(r);

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
