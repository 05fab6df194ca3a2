import * as z from 'zod/mini';

/**
 * The workshop server's room for the projector (admin only): where the room's devices reach the site, who is
 * connected now and what the day has brought so far. Only a workshop server has it; the provider's server does not.
 */
export const workshopRoomSchema = z.object({
  /** The site's addresses on the laptop's networks, each with its network card's name; none without a network. */
  addresses: z.array(z.object({ name: z.string(), url: z.string() })),
  /** Started with `--host 127.0.0.1`: no other device can reach the site. */
  onlyHere: z.boolean(),
  /** People with the site open now, each counted once however many devices they use. */
  connected: z.number(),
  /** Written since midnight: comments, votes cast, files uploaded. */
  today: z.object({ comments: z.number(), votes: z.number(), uploads: z.number() }),
  /** When the last change reached the disk; null before the first one since the start. */
  lastSavedAt: z.nullable(z.string()),
});
export type WorkshopRoom = z.output<typeof workshopRoomSchema>;
