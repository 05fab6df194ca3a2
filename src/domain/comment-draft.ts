import { z } from 'zod';
import { COMMENT_MAX_FILE_BYTES, COMMENT_MAX_FILES, isAllowedCommentFile } from './comment';
import { idSchema } from './common';
import { newFileSchema } from './common-draft';
import { messages } from './messages';

export const commentDraftSchema = z
  .object({
    content: z.string().trim().default(''),
    files: z
      .array(newFileSchema)
      .default([])
      .refine((f) => f.length <= COMMENT_MAX_FILES, messages.commentTooManyFiles)
      .refine((f) => f.every((x) => x.blob.size <= COMMENT_MAX_FILE_BYTES), messages.commentFileTooLarge)
      .refine((f) => f.every(isAllowedCommentFile), messages.commentFileType),
    parentId: z.nullable(idSchema).default(null),
  })
  .refine((d) => d.content.length > 0 || d.files.length > 0, { message: messages.commentEmpty, path: ['content'] });
export type CommentDraft = z.input<typeof commentDraftSchema>;
