// Rules without zod, kept apart from the schemas in hero-setting.ts so that reads and first visits load no schema
// library (docs/decisions/004-lean-first-visit.md). It imports nothing from hero-setting.ts, not even a type.

export const heroKeys = ['hero', 'product-hero', 'service-hero'] as const;

export const DEFAULT_HERO_OPACITY = 0.5;

/** A HeroSetting (hero-setting.ts) without an image; its readers' types check the shape. */
export const emptyHeroSetting = { file: null as string | null, opacity: DEFAULT_HERO_OPACITY, imageDescription: '' };
