import { z } from 'zod';
import { idSchema, isoDateTimeSchema, requiredText } from './common';
import { messages } from './messages';

export const footerPageStatusSchema = z.enum(['draft', 'published']);
export type FooterPageStatus = z.infer<typeof footerPageStatusSchema>;
export const footerPageStatusLabels: Record<FooterPageStatus, string> = { draft: 'Entwurf', published: 'Veröffentlicht' };

export const footerPageSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  status: footerPageStatusSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema.nullable(),
  updatedBy: idSchema.nullable(),
});
export type FooterPage = z.infer<typeof footerPageSchema>;

export const footerPageDraftSchema = z.object({
  title: requiredText(),
  slug: requiredText()
    .transform((s) => s.replace(/^\/+/, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.invalidSlug)),
  content: requiredText(),
  status: footerPageStatusSchema,
});
export type FooterPageDraft = z.input<typeof footerPageDraftSchema>;
