// Kept apart from notification.ts (and its zod schemas): the session store loads with the entry.
import type { NotificationSettings } from './notification';

export const defaultNotificationSettings: NotificationSettings = {
  newProject: true,
  newTask: true,
  taskDeadline: true,
  taskComments: true,
};

/** Deadline reminders fire this long before a task is due. */
export const deadlineReminderHours = 48;
