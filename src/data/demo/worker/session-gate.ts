/**
 * The demo store reads the caller's token after its first await (the seed gate, a lazy import, IndexedDB), and
 * the worker has one token for every call. Calls of one session may overlap; a call of another session (a login,
 * a logout, the demo's account switch) waits until those in flight have finished, so no call is checked against
 * a session that is not its own. Calls run in the order they arrived.
 */
export function createSessionGate(setToken: (token: string | null) => void) {
  let active: string | null = null;
  let running = 0;
  const waiting: { token: string | null; start: () => void }[] = [];

  function startWaiting() {
    const next = waiting[0];
    if (!next) return;
    active = next.token;
    setToken(active);
    // Every queued call of this session starts now, up to the first call of another one.
    while (waiting[0]?.token === active) waiting.shift()?.start();
  }

  return function run<T>(token: string | null, call: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        running++;
        call()
          .then(resolve, reject)
          .finally(() => {
            running--;
            if (running === 0) startWaiting();
          });
      };
      if (waiting.length === 0 && (running === 0 || token === active)) {
        active = token;
        setToken(token);
        start();
      } else {
        waiting.push({ token, start });
      }
    });
  };
}
