import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from './common';

export const footerPageStatusSchema = z.enum(['draft', 'published']);
export type FooterPageStatus = z.infer<typeof footerPageStatusSchema>;
export const footerPageStatusLabels: Record<FooterPageStatus, string> = {
  draft: 'Entwurf',
  published: 'Veröffentlicht',
};

/** The contact form links to this footer page (SPEC §2: 'link to /datenschutz'). */
export const privacyPageSlug = 'datenschutz';

export const footerPageSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  status: footerPageStatusSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: z.nullable(isoDateTimeSchema),
  updatedBy: z.nullable(idSchema),
});
export type FooterPage = z.infer<typeof footerPageSchema>;
