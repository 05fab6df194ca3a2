import * as z from 'zod/mini';
import { uploadTypeOf } from './attachment-rules';
import { idSchema, isoDateTimeSchema, userRefSchema } from './common';

export const commentAttachmentSchema = z.object({
  name: z.string(),
  url: z.string(),
  size: z.number().check(z.nonnegative()),
});
export type CommentAttachment = z.infer<typeof commentAttachmentSchema>;

/** A comment as screens see it: likes as a count plus whether the viewer liked it (server shape). */
export const commentSchema = z.object({
  id: idSchema,
  taskId: idSchema,
  content: z.string(),
  createdAt: isoDateTimeSchema,
  createdBy: userRefSchema,
  likeCount: z.number().check(z.int(), z.nonnegative()),
  hasLiked: z.boolean(),
  attachments: z.array(commentAttachmentSchema),
  parentId: z.nullable(idSchema),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * Screen limits (SPEC §5): 3 files of 2 MB, images and PDF. The store checks the same (comment-draft.ts); the
 * uploader's own cap of 5 × 10 MB that SPEC §5 also names can never bind below these, so it has no constant.
 */
export const COMMENT_MAX_FILES = 3;
export const COMMENT_MAX_FILE_BYTES = 2 * 1024 * 1024;

/** Raster images and PDF, named and declared alike (uploadTypeOf); the store also checks the first bytes. */
export function isAllowedCommentFile(file: { name: string; type: string }): boolean {
  return uploadTypeOf(file, 'comment') !== null;
}

export interface LikeResult {
  success: boolean;
  liked: boolean;
  likeCount: number;
}
