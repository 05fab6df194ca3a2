import * as z from 'zod/mini';
export * from './common-rules';

/*
 * Read models (what the store and the API answer) are zod/mini schemas; write models (drafts, forms) are
 * classic zod in the `*-draft.ts` modules. The api build parses every answer, so its first visit carries
 * the read side only: zod/mini is about 8 KiB gzip where classic zod is 27 (docs/decisions/004-lean-first-visit.md).
 */

/** Ids are positive integers, as the provider's API uses. */
export const idSchema = z.number().check(z.int(), z.positive());
export type Id = z.infer<typeof idSchema>;

export const isoDateTimeSchema = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), 'Ungültiges Datum'));

export const userRefSchema = z.object({ id: idSchema, name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;
