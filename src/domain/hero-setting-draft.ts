import * as z from 'zod/mini';
import { limitedText, newFileSchema } from './common-draft';
import { DEFAULT_HERO_OPACITY } from './hero-setting-rules';
import * as messages from './messages';
import { DESCRIPTION_MAX } from './text-limits';

export const heroSettingDraftSchema = z.object({
  opacity: z._default(
    z.number().check(
      z.gte(0, messages.opacityRange),
      z.lte(1, messages.opacityRange),
      // The slider's steps; a tolerance for binary fractions such as 0.1 * 3.
      z.refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, messages.opacityStep),
    ),
    DEFAULT_HERO_OPACITY,
  ),
  imageDescription: z._default(limitedText('Bildbeschreibung', DESCRIPTION_MAX), ''),
  /** A new image; omitted keeps the current one. */
  file: z.optional(z.nullable(newFileSchema)),
  /** True removes the current image. */
  removeFile: z._default(z.boolean(), false),
});
export type HeroSettingDraft = z.input<typeof heroSettingDraftSchema>;
