export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface LongTasksAfterFirstPaint {
  count: number;
  wallMs: number;
  cpuMs: number;
  blockingFromCpuMs: number;
}

export function longTasksAfterFirstPaint(events: TraceEvent[]): LongTasksAfterFirstPaint | null;

export function framesAfterFirstPaint(events: TraceEvent[]): number | null;
