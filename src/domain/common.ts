import * as z from 'zod/mini';
import * as messages from './core-messages';

/*
 * Read models (what the store and the API answer) and write models (drafts in the `*-draft.ts` modules, forms)
 * are all zod/mini schemas. The api build parses every answer, so its first visit carries zod's core: classic
 * zod anywhere would share that chunk and roughly double it (docs/decisions/004-lean-first-visit.md).
 */

/** Ids are positive integers, as the provider's API uses. */
export const idSchema = z.number().check(z.int(), z.positive());
export type Id = z.infer<typeof idSchema>;

export const isoDateTimeSchema = z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s)), messages.invalidDate));

export const userRefSchema = z.object({ id: idSchema, name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;
