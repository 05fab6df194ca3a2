import { z } from 'zod';
import { requiredText } from './common-draft';
import { footerPageStatusSchema } from './footer-page';
import { messages } from './messages';

export const footerPageDraftSchema = z.object({
  title: requiredText(),
  slug: requiredText()
    .transform((s) => s.replace(/^\/+/, '').toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.invalidSlug)),
  content: requiredText(),
  status: footerPageStatusSchema,
});
export type FooterPageDraft = z.input<typeof footerPageDraftSchema>;
