import { z } from 'zod';
import { emailSchema, idSchema, isoDateTimeSchema, requiredText } from './common';
import { notificationSettingsSchema } from './notification';
import { defaultNotificationSettings } from './notification-settings';

import { messages } from './messages';
export * from './user-rules';

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
  avatar: z.string().nullable().default(null),
  notificationSettings: notificationSettingsSchema.default(defaultNotificationSettings),
  createdAt: isoDateTimeSchema,
  createdBy: idSchema.nullable().default(null),
});
export type User = z.infer<typeof userSchema>;

/** What an admin edits (SPEC §7 user payload). */
export const userDraftSchema = z.object({
  name: requiredText(),
  email: emailSchema,
  companyName: requiredText(),
  role: roleSchema,
  projectGroups: z.array(idSchema).default([]),
});
export type UserDraft = z.input<typeof userDraftSchema>;

