import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';

export const notificationSettingsSchema = z.object({
  newProject: z.boolean().default(true),
  newTask: z.boolean().default(true),
  taskDeadline: z.boolean().default(true),
  taskComments: z.boolean().default(true),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type NotificationKind = keyof NotificationSettings;

export { deadlineReminderHours, defaultNotificationSettings } from './notification-settings';

export const notificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
  userId: idSchema,
  kind: z.enum(['newProject', 'newTask', 'taskDeadline', 'taskComments', 'info']).default('info'),
  /** Where the notification leads, e.g. /tasks/12. */
  link: z.string().nullable().default(null),
});
export type Notification = z.infer<typeof notificationSchema>;
