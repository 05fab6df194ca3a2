import * as z from 'zod/mini';
import { COMMENT_MAX_FILE_BYTES, COMMENT_MAX_FILES, isAllowedCommentFile } from './comment';
import { idSchema } from './common';
import { limitedText, newFileSchema } from './common-draft';
import * as messages from './messages';
import { COMMENT_MAX, hasVisibleText } from './text-limits';

export const commentDraftSchema = z
  .object({
    content: z._default(limitedText('Kommentar', COMMENT_MAX), ''),
    files: z._default(z.array(newFileSchema), []).check(
      z.refine((f) => f.length <= COMMENT_MAX_FILES, messages.commentTooManyFiles),
      z.refine((f) => f.every((x) => x.blob.size <= COMMENT_MAX_FILE_BYTES), messages.commentFileTooLarge),
      z.refine((f) => f.every(isAllowedCommentFile), messages.commentFileType),
    ),
    parentId: z._default(z.nullable(idSchema), null),
  })
  .check(
    z.refine((d) => hasVisibleText(d.content) || d.files.length > 0, {
      message: messages.commentEmpty,
      path: ['content'],
    }),
  );
export type CommentDraft = z.input<typeof commentDraftSchema>;
