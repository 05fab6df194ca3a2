import * as z from 'zod/mini';
import { requiredText } from './common-draft';
import { RICH_TEXT_MAX, SLUG_MAX, TITLE_MAX } from './text-limits';
import { footerPageStatusSchema } from './footer-page';
import * as messages from './messages';

/**
 * First path segments the app answers itself, so a footer page at /{slug} there would never be reached:
 * every route of src/app/router.tsx (its test fails when one is missing here), the build's static folders
 * (public/, Vite's assets/) and the API prefix. Kept here, in the draft schema, so the demo store, the admin
 * form and the api build all refuse them alike.
 */
export const reservedSlugs: readonly string[] = [
  // Routes
  'admin',
  'aktionen',
  'dashboard',
  'demo-postfach',
  'forgot-password',
  'kollaborativ',
  'kontakt',
  'login',
  'polls',
  'produkte',
  'project-tasks',
  'projekte',
  'register',
  'reset-password',
  'services',
  'tasks',
  // Served as files or by the server
  'api',
  'assets',
  'files',
  'icons',
  'images',
];

export const footerPageDraftSchema = z.object({
  title: requiredText('Titel', TITLE_MAX),
  slug: z.pipe(
    z.pipe(
      requiredText('URL-Slug', SLUG_MAX),
      z.transform((s: string) => s.replace(/^\/+/, '').toLowerCase()),
    ),
    z.string().check(
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.invalidSlug),
      z.refine((s) => !reservedSlugs.includes(s), messages.slugReserved),
    ),
  ),
  content: requiredText('Inhalt', RICH_TEXT_MAX),
  status: footerPageStatusSchema,
});
export type FooterPageDraft = z.input<typeof footerPageDraftSchema>;
