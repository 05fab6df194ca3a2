import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';
import * as messages from './core-messages';
import { notificationSettingsSchema } from './notification';
import { defaultNotificationSettings } from './notification-settings';

export const roleSchema = z.enum(['user', 'admin'], { error: messages.requiredFields });
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  companyName: z.string(),
  role: roleSchema,
  roles: z.array(z.string()),
  projectGroups: z.array(idSchema),
  avatar: z._default(z.nullable(z.string()), null),
  notificationSettings: z._default(notificationSettingsSchema, defaultNotificationSettings),
  createdAt: isoDateTimeSchema,
  createdBy: z._default(z.nullable(idSchema), null),
});
export type User = z.infer<typeof userSchema>;
