import { useEffect, useEffectEvent, useState } from 'react';
import { touches, type Changed, type Reads } from './changes';
import type { Repository } from './repository';
import { repository } from './repository-instance';

export type ReadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export interface RepositoryReadOptions {
  /** Called once per failure run: a read that failed before and fails again says nothing new. */
  onError?: (error: unknown) => void;
  /** The resources the read shows: it runs again only after writes that changed one of them (default: any write). */
  reads?: Reads;
}

/**
 * A read outside a route loader (admin lists, the notification bell), kept current: it runs again after every
 * write the repository reports, in this tab or another, that changed what it `reads`. `key` names what is read;
 * a new key reads anew and never shows the old key's answer (a list read for the previous user, say), `null` reads
 * nothing. Data already shown stays when a later re-read fails.
 */
export function useRepositoryRead<T>(
  key: readonly unknown[] | null,
  read: (repository: Repository) => Promise<T>,
  options: RepositoryReadOptions = {},
): ReadState<T> {
  const keyText = key === null ? null : JSON.stringify(key);
  const [answer, setAnswer] = useState<{ keyText: string; state: ReadState<T> } | null>(null);
  const runRead = useEffectEvent(() => read(repository()));
  const reportError = useEffectEvent((error: unknown) => options.onError?.(error));
  const concerns = useEffectEvent((changed: Changed) => touches(changed, options.reads ?? 'everything'));

  useEffect(() => {
    if (keyText === null) return;
    let active = true;
    let failedBefore = false;
    // Only the newest run may answer: over a network an older, slower run can finish after a newer one.
    let newest = 0;
    const run = () => {
      const own = ++newest;
      const current = () => active && own === newest;
      return runRead().then(
        (data) => {
          if (!current()) return;
          failedBefore = false;
          setAnswer({ keyText, state: { status: 'ready', data } });
        },
        (error: unknown) => {
          if (!current()) return;
          if (!failedBefore) reportError(error);
          failedBefore = true;
          setAnswer((shown) =>
            shown?.keyText === keyText && shown.state.status === 'ready'
              ? shown
              : { keyText, state: { status: 'error', error } },
          );
        },
      );
    };
    void run();
    const unsubscribe = repository().subscribe((changed) => {
      if (concerns(changed)) void run();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [keyText]);

  return answer && answer.keyText === keyText ? answer.state : { status: 'loading' };
}
