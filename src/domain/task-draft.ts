import * as z from 'zod/mini';
import { attachmentSchema } from './attachment';
import { isLinkAddress } from './attachment-rules';
import { idSchema } from './common';
import { newFileSchema, optionalDateSchema, requiredIdSchema, requiredText } from './common-draft';
import { DESCRIPTION_MAX, NAME_MAX, TITLE_MAX, tooLong, URL_MAX } from './text-limits';
import * as messages from './messages';
import { taskPrioritySchema, taskStatusSchema, type Task } from './task';
import { isAllowedTaskFile, TASK_MAX_ATTACHMENTS } from './task-rules';

/**
 * What a task's attachment may point to: a link as the form takes it, or a file the demo store keeps
 * ('stored-file:N', what it names uploads): an edit sends back the attachments it keeps, uploads among them.
 */
function isAttachmentAddress(url: string): boolean {
  return isLinkAddress(url) || /^stored-file:\d+$/.test(url);
}

export const taskDraftSchema = z
  .object({
    projectId: requiredIdSchema,
    title: requiredText('Titel', TITLE_MAX),
    description: requiredText('Beschreibung', DESCRIPTION_MAX),
    status: z._default(taskStatusSchema, 'todo'),
    priority: z._default(taskPrioritySchema, 'medium'),
    /**
     * Empty or missing on a new task: all members of the project's group (SPEC §6). An edit keeps assignees it
     * leaves unchanged, even none; emptying a choice gives the task to the group again.
     */
    assignedTo: z.optional(z.array(idSchema)),
    deadline: optionalDateSchema,
    /** Attachments kept from before plus ones given by URL. */
    attachments: z._default(z.array(attachmentSchema), []).check(
      z.refine((attachments) => attachments.every((a) => isAttachmentAddress(a.url)), messages.invalidLink),
      z.refine((attachments) => attachments.every((a) => a.url.length <= URL_MAX), tooLong('Link', URL_MAX)),
      z.refine((attachments) => attachments.every((a) => a.name.length <= NAME_MAX), tooLong('Dateiname', NAME_MAX)),
    ),
    files: z
      ._default(z.array(newFileSchema), [])
      .check(z.refine((files) => files.every(isAllowedTaskFile), messages.taskFileType)),
  })
  .check(
    z.refine((d) => d.attachments.length + d.files.length <= TASK_MAX_ATTACHMENTS, {
      message: messages.tooManyFiles,
      path: ['files'],
    }),
  );
export type TaskDraft = z.input<typeof taskDraftSchema>;

/** The draft that saves a task unchanged; screens override the fields they edit (e.g. status). */
export function draftFromTask(task: Task): TaskDraft {
  return {
    projectId: task.projectId,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    assignedTo: task.assignedTo,
    deadline: task.deadline,
    attachments: task.attachments,
    files: [],
  };
}
