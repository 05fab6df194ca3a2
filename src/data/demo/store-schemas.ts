// The schemas the demo store validates writes with. Loaded on the first write (context.ts `validate`),
// so reads, and with them every first visit, never load zod (docs/decisions/004-lean-first-visit.md).
export { credentialsSchema, passwordResetRequestSchema, passwordResetSchema, registrationSchema } from '../../domain/auth';
export { categoryDraftSchema } from '../../domain/category';
export { commentDraftSchema } from '../../domain/comment';
export { contactMessageSchema } from '../../domain/contact';
export { footerPageDraftSchema } from '../../domain/footer-page';
export { heroSettingDraftSchema } from '../../domain/hero-setting';
export { notificationSettingsSchema } from '../../domain/notification';
export { pollDraftSchema } from '../../domain/poll';
export { productDraftSchema } from '../../domain/product';
export { projectDraftSchema } from '../../domain/project';
export { projectGroupDraftSchema } from '../../domain/project-group';
export { taskDraftSchema } from '../../domain/task';
export { userDraftSchema } from '../../domain/user';
export { whitelistDraftSchema } from '../../domain/whitelist';
