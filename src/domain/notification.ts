import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

export const notificationSettingsSchema = z.object({
  newProject: z._default(z.boolean(), true),
  newTask: z._default(z.boolean(), true),
  taskDeadline: z._default(z.boolean(), true),
  taskComments: z._default(z.boolean(), true),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationKind = keyof NotificationSettings;

export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
  userId: idSchema,
  kind: z._default(z.enum(['newProject', 'newTask', 'taskDeadline', 'taskComments', 'info']), 'info'),
  /** Where the notification leads, e.g. /tasks/12. */
  link: z._default(z.nullable(z.string()), null),
});
export type Notification = z.infer<typeof notificationSchema>;
