import { z } from 'zod';
import { emailSchema, idSchema, isoDateTimeSchema, requiredText } from './common';
import { defaultNotificationSettings, notificationSettingsSchema } from './notification';

import { messages } from './messages';

export const roleSchema = z.enum(['user', 'admin'], { error: messages.requiredFields });
export type Role = z.infer<typeof roleSchema>;
export const ADMIN_ROLE = 'ROLE_ADMIN';

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

/** Admin by role, or by ROLE_ADMIN in the roles list (SPEC §6). */
export function isAdmin(user: Pick<User, 'role' | 'roles'> | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || user.roles.includes(ADMIN_ROLE);
}

export function rolesFor(role: Role): string[] {
  return role === 'admin' ? ['ROLE_USER', ADMIN_ROLE] : ['ROLE_USER'];
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}

export const roleLabels: Record<Role, string> = { user: 'Benutzer', admin: 'Administrator' };

