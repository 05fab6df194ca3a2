// The schemas the demo store validates writes with. Loaded on the first write (context.ts `validate`),
// so reads, and with them every first visit, never load zod (docs/decisions/004-lean-first-visit.md).
import { safeParse, type $ZodErrorMap } from 'zod/v4/core';
import { messages } from '../../domain/messages';
import { credentialsSchema, passwordResetRequestSchema, passwordResetSchema, registrationSchema } from '../../domain/auth-draft';
import { categoryDraftSchema } from '../../domain/category-draft';
import { commentDraftSchema } from '../../domain/comment-draft';
import { contactMessageSchema } from '../../domain/contact';
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
  credentialsSchema, passwordResetRequestSchema, passwordResetSchema, registrationSchema, categoryDraftSchema,
  commentDraftSchema, contactMessageSchema, footerPageDraftSchema, heroSettingDraftSchema, notificationSettingsSchema,
  pollDraftSchema, productDraftSchema, projectDraftSchema, projectGroupDraftSchema, taskDraftSchema, userDraftSchema,
  whitelistDraftSchema,
};

/**
 * German for what the schemas leave to zod (an unknown enum value, a wrong type): the spec's messages sit on
 * the schemas and win over this map; without it zod would answer in English.
 */
const germanFallback: $ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_value') return messages.invalidChoice;
  if (issue.code === 'invalid_type' && issue.input === undefined) return messages.requiredFields;
  return messages.invalidInput;
};

/** Parses with one of the schemas above; the map applies per call, zod's global config stays untouched. */
export const parseStoreInput = (name: keyof typeof storeSchemas, input: unknown) =>
  safeParse(storeSchemas[name], input, { error: germanFallback });
