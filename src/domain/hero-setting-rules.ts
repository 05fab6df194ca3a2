// Rules without zod, kept apart from the schemas in hero-setting.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). hero-setting.ts re-exports everything here.
import type { HeroSetting } from './hero-setting';

export const heroKeys = ['hero', 'product-hero', 'service-hero'] as const;

export const DEFAULT_HERO_OPACITY = 0.5;

export const emptyHeroSetting: HeroSetting = { file: null, opacity: DEFAULT_HERO_OPACITY, imageDescription: '' };
