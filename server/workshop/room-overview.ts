// The room for the projector (GET /api/workshop/room, admin only): the addresses the room's devices reach, who is
// connected now, and the day so far. The day is tallied from the committed writes as they happen, so an answer
// costs no scan however long the day has been; one scan at the start counts what the day had before it.
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as coreMessages from '../../src/domain/core-messages';
import type { WorkshopRoom } from '../../src/domain/workshop-room';
import type { DemoDatabase, SessionRecord } from '../../src/data/demo/db';
import type { ChangeListener } from './changes';
import { servedAddresses, type ServedAddresses } from './network';

export const ROOM_PATH = '/api/workshop/room';

/** The store tables whose new rows the day counts, and what the room calls them. */
const tallied = { comments: 'comments', votes: 'votes', files: 'uploads' } as const;
type Tally = WorkshopRoom['today'];

const createdAtOf = (row: Record<string, unknown> | null) => (typeof row?.createdAt === 'string' ? row.createdAt : '');

/** Local midnight of `at`, as the store writes its dates (ISO, UTC). */
export function dayStartOf(at: Date): string {
  const midnight = new Date(at);
  midnight.setHours(0, 0, 0, 0);
  return midnight.toISOString();
}

export interface RoomSources {
  db: DemoDatabase;
  subscribe: (listener: ChangeListener) => () => void;
  now: () => Date;
  /** People with a live stream open (events.ts). */
  people: () => number;
  lastSavedAt: () => Date | null;
  /** The server whose port the room's addresses name; they are asked anew each time, as a laptop may join the room's Wi-Fi after the start. */
  server: Server;
}

function addressesOf(server: Server): ServedAddresses {
  const bound = server.address() as AddressInfo | null;
  return servedAddresses(bound?.address ?? '127.0.0.1', bound?.port ?? 0);
}

export async function createRoomOverview(sources: RoomSources) {
  const { db, now } = sources;
  let day = dayStartOf(now());
  const today: Tally = { comments: 0, votes: 0, uploads: 0 };
  const rollOver = () => {
    const current = dayStartOf(now());
    if (current === day) return;
    day = current;
    today.comments = today.votes = today.uploads = 0;
  };
  const stopWatching = sources.subscribe((rows) => {
    rollOver();
    for (const { table, before, after } of rows) {
      const name = tallied[table as keyof typeof tallied];
      if (!name) continue;
      if (!before && after && createdAtOf(after) >= day) today[name]++;
      else if (before && !after && createdAtOf(before) >= day) today[name]--;
    }
  });
  for (const [table, name] of Object.entries(tallied))
    today[name] = await db
      .table(table)
      .filter((row: Record<string, unknown>) => createdAtOf(row) >= day)
      .count();

  const room = (): WorkshopRoom => {
    rollOver();
    const served = addressesOf(sources.server);
    return {
      addresses: served.room,
      onlyHere: served.onlyHere,
      connected: sources.people(),
      today: { ...today },
      lastSavedAt: sources.lastSavedAt()?.toISOString() ?? null,
    };
  };

  return {
    room,
    /** Answers the room to the facilitator: 401 without a session, 403 for anyone else. */
    async serve(res: ServerResponse, session: SessionRecord | null): Promise<void> {
      const user = session ? await db.users.get(session.userId) : undefined;
      const [status, body] = !user
        ? [401, { success: false, message: coreMessages.unauthorized }]
        : user.role !== 'admin'
          ? [403, { success: false, message: coreMessages.forbidden }]
          : [200, room()];
      res
        .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
        .end(JSON.stringify(body));
    },
    close: stopWatching,
  };
}
