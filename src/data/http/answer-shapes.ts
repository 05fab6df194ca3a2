import * as z from 'zod/mini';
import { sessionSchema } from '../../domain/auth';

/*
 * The shapes of answers that carry no domain entity (SPEC §7). Like the domain's schemas, they are read by the
 * plans read-plans.test.ts derives from them (and by the api check); the app never imports them.
 */

const likeCountSchema = z.number().check(z.int(), z.nonnegative());

/** A like's answer: whether the viewer now likes the comment, and the new count. */
export const likeAnswer = z.object({
  success: z._default(z.boolean(), true),
  liked: z.boolean(),
  likeCount: likeCountSchema,
});

/** A comment's likes. */
export const likesAnswer = z.object({ likeCount: likeCountSchema, hasLiked: z.boolean() });

/** A registration's answer: `success: false` is a refusal with that message. */
export const registrationAnswer = z.object({ success: z.optional(z.boolean()), message: z.optional(z.string()) });

/** A whitelist check's answer, where it is no bare boolean: one of three flags decides. */
export const whitelistCheckAnswer = z.object({
  allowed: z.optional(z.boolean()),
  whitelisted: z.optional(z.boolean()),
  isWhitelisted: z.optional(z.boolean()),
});

/** A sign-in's token; its user is read as any user. */
export const sessionTokenAnswer = z.pick(sessionSchema, { token: true });
