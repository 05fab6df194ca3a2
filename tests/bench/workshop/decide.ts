// The one place where the bench asks the app's own code what a change concerns: the same functions the browser
// runs (src/data), so the bench follows their format. The events themselves are read by the app's live-events
// module (live.ts); what they and one's own writes changed arrives here.
import { touches, type Changed, type Reads } from '../../../src/data/changes';
import { changedByPath } from '../../../src/data/http/changed-by-path';
import type { LiveEventsOptions } from '../../../src/data/http/live-events';

/** What the app's live-events module reports for a burst of events (its `notify`). */
export type LiveChange = Parameters<LiveEventsOptions['notify']>[0];
/** What a screen, or one part of it, reads: as the routes' `reading` and the loaders' parts say it. */
export type { Reads };

/** The ids a screen shows (its task, project, poll): its reads name them, as the app's routes and loaders do. */
export interface Shown {
  taskId?: number;
  projectId?: number;
  pollId?: number;
}

/** Whether a change concerns what a screen (or part) reads: the routes', loaderPart's and useRepositoryRead's test. */
export function concerns(change: LiveChange | Changed, reads: Reads): boolean {
  return touches(change, reads);
}

/** What the app's adapter reports after one's own write to `path` (its onWrite), before any event. */
export function changeOfOwnWrite(path: string): Changed {
  return changedByPath(path);
}
