import * as z from 'zod/mini';

/**
 * What a product and a project present alike: the card's title and short text, the detail page's full text, the
 * cover picture and the gallery, the technology tags, and whether the start page features it.
 */
export const showcaseFields = {
  title: z.string(),
  description: z.string(),
  fullDescription: z.string(),
  imageUrl: z.nullable(z.string()),
  additionalImages: z.array(z.string()),
  featured: z.boolean(),
  technologies: z.array(z.string()),
};
export type Showcase = z.infer<z.ZodMiniObject<typeof showcaseFields>>;
