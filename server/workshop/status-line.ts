// The facilitator's terminal: the start block stays in view, below it one line of how the room is doing, rewritten
// in place; anything the facilitator must act on appears as a line of its own above it.

export interface RoomStatus {
  /** People with the site open and signed in (live streams, counted once per person). */
  people: number;
  requestsPerMinute: number;
  lastSavedAt: Date | null;
  dataBytes: number;
}

const time = (date: Date) =>
  date.toLocaleTimeString('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;

export function statusText(status: RoomStatus): string {
  return [
    `Verbunden: ${status.people}`,
    `Anfragen pro Minute: ${status.requestsPerMinute}`,
    `zuletzt gespeichert: ${status.lastSavedAt ? time(status.lastSavedAt) : '–'}`,
    `Daten: ${megabytes(status.dataBytes)}`,
  ].join(' · ');
}

/** What the status line needs of a terminal (process.stdout when it is one). */
export interface TerminalStream {
  write(text: string): unknown;
}

const CLEAR_LINE = '\r\x1b[2K';

/** Lines printed through `print` go above the status line, which is redrawn below them. */
export function createStatusLine(stream: TerminalStream) {
  let status = '';
  return {
    print(line: string): void {
      stream.write(`${CLEAR_LINE}${line}\n${status}`);
    },
    show(text: string): void {
      status = text;
      stream.write(`${CLEAR_LINE}${status}`);
    },
    /** Leaves the cursor on a fresh line, so the shell's prompt does not land in the status line. */
    end(): void {
      if (status) stream.write(`${CLEAR_LINE}${status}\n`);
      status = '';
    },
  };
}

export type StatusLine = ReturnType<typeof createStatusLine>;
