import * as z from 'zod/mini';
import { heroKeys } from './hero-setting-rules';

export const heroKeySchema = z.enum(heroKeys);
export type HeroKey = z.infer<typeof heroKeySchema>;

export const heroSettingSchema = z.object({
  /** Image URL (or stored-file reference) of the background image; null for none. */
  file: z.nullable(z.string()),
  opacity: z.number().check(z.gte(0), z.lte(1)),
  imageDescription: z.string(),
});
export type HeroSetting = z.infer<typeof heroSettingSchema>;
