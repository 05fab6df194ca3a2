import { z } from 'zod';
import { newFileSchema } from './common-draft';
import { DEFAULT_HERO_OPACITY } from './hero-setting-rules';
import { messages } from './messages';

export const heroSettingDraftSchema = z.object({
  opacity: z.number().min(0, messages.opacityRange).max(1, messages.opacityRange).default(DEFAULT_HERO_OPACITY),
  imageDescription: z.string().trim().default(''),
  /** A new image; omitted keeps the current one. */
  file: newFileSchema.nullable().optional(),
  /** True removes the current image. */
  removeFile: z.boolean().default(false),
});
export type HeroSettingDraft = z.input<typeof heroSettingDraftSchema>;
