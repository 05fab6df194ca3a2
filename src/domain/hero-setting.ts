import { z } from 'zod';
import { messages } from './messages';
import { newFileSchema } from './task';
import { heroKeys, DEFAULT_HERO_OPACITY } from './hero-setting-rules';
export * from './hero-setting-rules';

export const heroKeySchema = z.enum(heroKeys);
export type HeroKey = z.infer<typeof heroKeySchema>;

export const heroSettingSchema = z.object({
  /** Image URL (or stored-file reference) of the background image; null for none. */
  file: z.string().nullable(),
  opacity: z.number().min(0).max(1),
  imageDescription: z.string(),
});
export type HeroSetting = z.infer<typeof heroSettingSchema>;

export const heroSettingDraftSchema = z.object({
  opacity: z.number().min(0, messages.opacityRange).max(1, messages.opacityRange).default(DEFAULT_HERO_OPACITY),
  imageDescription: z.string().trim().default(''),
  /** A new image; omitted keeps the current one. */
  file: newFileSchema.nullable().optional(),
  /** True removes the current image. */
  removeFile: z.boolean().default(false),
});
export type HeroSettingDraft = z.input<typeof heroSettingDraftSchema>;

