// The schemas the demo store validates writes with. Loaded on the first write (context.ts `validate`),
// so reads, and with them every first visit, never load zod (docs/decisions/004-lean-first-visit.md).
import { safeParse } from 'zod/v4/core';
import {
  credentialsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
} from '../../domain/auth-draft';
import { categoryDraftSchema } from '../../domain/category-draft';
import { commentDraftSchema } from '../../domain/comment-draft';
import { contactMessageSchema } from '../../domain/contact';
import { inGerman } from '../../domain/german-zod-errors';
import { footerPageDraftSchema } from '../../domain/footer-page-draft';
import { heroSettingDraftSchema } from '../../domain/hero-setting-draft';
import { notificationSettingsSchema } from '../../domain/notification';
import { pollDraftSchema } from '../../domain/poll-draft';
import { productDraftSchema } from '../../domain/product-draft';
import { projectDraftSchema } from '../../domain/project-draft';
import { projectGroupDraftSchema } from '../../domain/project-group-draft';
import { taskDraftSchema } from '../../domain/task-draft';
import { userDraftSchema } from '../../domain/user-draft';
import { whitelistDraftSchema } from '../../domain/whitelist-draft';

export const storeSchemas = {
  credentialsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  categoryDraftSchema,
  commentDraftSchema,
  contactMessageSchema,
  footerPageDraftSchema,
  heroSettingDraftSchema,
  notificationSettingsSchema,
  pollDraftSchema,
  productDraftSchema,
  projectDraftSchema,
  projectGroupDraftSchema,
  taskDraftSchema,
  userDraftSchema,
  whitelistDraftSchema,
};

/** Parses with one of the schemas above, German where a schema has no message of its own. */
export const parseStoreInput = (name: keyof typeof storeSchemas, input: unknown) =>
  safeParse(storeSchemas[name], input, inGerman);
