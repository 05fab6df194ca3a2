import { useEffect, useState } from 'react';
import { UnauthorizedError } from '../../../data/errors';
import { repository } from '../../../data/repository-instance';
import { toast } from '../../../stores/toasts';

export type DataState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Loads data through the repository and loads it again after every write (any tab), so admin lists
 * stay current. `errorText` is the spec's toast for a failed load (e.g. 'Fehler beim Laden der Benutzer').
 */
export function useRepositoryData<T>(load: () => Promise<T>, errorText: string, deps: unknown[] = []): DataState<T> {
  const [state, setState] = useState<DataState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let failedBefore = false;
    const run = () =>
      load().then(
        (data) => active && setState({ status: 'ready', data }),
        (error: unknown) => {
          if (!active) return;
          // When the session ended (e.g. the demo data were reset) the session handler sends the visitor to
          // /login: a load error toast on top would only mislead.
          if (!failedBefore && !(error instanceof UnauthorizedError)) toast.error(errorText);
          failedBefore = true;
          setState((s) => (s.status === 'ready' ? s : { status: 'error' }));
        },
      );
    void run();
    const unsubscribe = repository().subscribe(() => void run());
    return () => {
      active = false;
      unsubscribe();
    };
    // The loader is recreated each render; `deps` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
