import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A text field's own value that hands its text on (`commit`) only after a pause in typing, or at once on
 * `flush` (Enter, leaving the field). Writing the address and re-rendering a whole list on every key made a
 * busy machine drop keys; the field now never waits for either. A new `outside` value that is not the echo of
 * the field's own commit (Back, a reset) replaces the text and drops a pending commit.
 */
export function useDebouncedText(outside: string, commit: (text: string) => void, delayMs = 300) {
  const [text, setText] = useState(outside);
  // The last text the field handed on or took over: for rendering, and for the handlers.
  const [own, setOwn] = useState(outside);
  const committed = useRef(outside);
  const pending = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });

  const cancel = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  }, []);

  const flush = useCallback(() => {
    const next = pending.current?.text;
    cancel();
    if (next === undefined || next === committed.current) return;
    committed.current = next;
    setOwn(next);
    latestCommit.current(next);
  }, [cancel]);

  const change = useCallback(
    (next: string) => {
      setText(next);
      cancel();
      pending.current = { text: next, timer: setTimeout(flush, delayMs) };
    },
    [cancel, flush, delayMs],
  );

  const [seenOutside, setSeenOutside] = useState(outside);
  if (outside !== seenOutside) {
    // Adjusted while rendering (not in an effect), so the field never shows the stale text for a frame.
    setSeenOutside(outside);
    if (outside !== own) {
      setOwn(outside);
      setText(outside);
    }
  }
  useEffect(() => {
    if (outside === committed.current) return;
    committed.current = outside;
    cancel();
  }, [outside, cancel]);

  // A commit after the field is gone would write into whatever screen replaced it.
  useEffect(() => cancel, [cancel]);

  return { text, change, flush };
}
