import * as z from 'zod/mini';

/** One fact of a service, shown as label and value (price, duration, place …). */
export const serviceFactSchema = z.object({
  label: z.string().check(z.minLength(1)),
  value: z.string().check(z.minLength(1)),
});
export type ServiceFact = z.infer<typeof serviceFactSchema>;

const text = z.string().check(z.minLength(1));

/** A static service of SPEC §3: ids 1 to 3, built into the app (no server call), the same in every build. */
export const serviceSchema = z.object({
  id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  title: text,
  shortDescription: text,
  /** Paragraphs separated by a blank line. */
  fullDescription: text,
  benefits: z.array(text).check(z.minLength(1)),
  details: z.array(serviceFactSchema),
  imageUrl: text,
  additionalImages: z.array(text),
});
export type Service = z.infer<typeof serviceSchema>;
