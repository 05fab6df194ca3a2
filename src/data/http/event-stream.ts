/**
 * Reads a text/event-stream body until it ends or `signal` aborts, handing each event's name (its `event:` line,
 * else its first `data:` line) and its `data:` lines to `onEvent`; a block with neither, such as a heartbeat, is
 * skipped.
 */
export async function readEventNames(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (name: string, data: readonly string[]) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | null = null;
  let data: string[] = [];
  signal.addEventListener('abort', () => void reader.cancel().catch(() => {}));
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      // A blank line ends an event; `: …` lines are the server's heartbeat.
      if (!line) {
        const name = event ?? data[0];
        if (name !== undefined) onEvent(name, data);
        event = null;
        data = [];
      } else if (line.startsWith('event:')) {
        event = line.slice(6).trim();
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).trim());
      }
    }
  }
}
