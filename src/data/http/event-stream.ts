/**
 * Reads a text/event-stream body until it ends or `signal` aborts, handing each event's name (its `event:` line,
 * else its first `data:` line) to `onEvent`; a block with neither, such as a heartbeat, is skipped.
 */
export async function readEventNames(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
  onEvent: (name: string) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | null = null;
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
        if (event !== null) onEvent(event);
        event = null;
      } else if (/^(event|data):/.test(line)) {
        // The resource type; a block that names none (only data) counts as one that says nothing.
        const name = line.replace(/^(event|data):\s*/, '').trim();
        event = line.startsWith('event:') || event === null ? name : event;
      }
    }
  }
}
