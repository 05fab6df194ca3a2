// What is left for a 500 is a defect. Its answer carries a short id, and so does its one log line with the stack,
// so that what a participant reads out from the screen finds the line in the facilitator's terminal.
import { randomBytes } from 'node:crypto';

/** What went wrong unexpectedly while answering one request. */
export interface Failure {
  error: unknown;
  requestId: string;
  method: string;
  path: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Eight hex digits: short enough to read out, and two failures of one day do not share one. */
export const newRequestId = () => randomBytes(4).toString('hex');

const stackOf = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** The failure's one log line: its id, the request (the path without its query, which may hold a token), the stack. */
export const failureLine = ({ error, requestId, method, path }: Failure) =>
  `Unerwarteter Fehler (Fehler-Nr. ${requestId}) bei ${method} ${path}: ${stackOf(error)}`;

export const failureBody = (requestId: string) => ({
  success: false,
  message: `Interner Serverfehler (Fehler-Nr. ${requestId})`,
  requestId,
});
