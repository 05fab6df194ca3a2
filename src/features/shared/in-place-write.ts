import { useState } from 'react';
import { useFetcher } from 'react-router-dom';
import { errorMessage, UnauthorizedError } from '../../data/errors';
import { redirectToLoginAndBack } from '../../lib/login-path';
import { toast } from '../../stores/toasts';

/** What a small in-place write's route action answers: the port's answer, or that it was refused (a toast said why). */
export type InPlaceAnswer<T> = { ok: true; value: T } | { ok: false };

/**
 * The one way a route action makes a small in-place write (a like, a vote, a status, a switch, a delete): the
 * port's answer with `done` as a toast, or the refusal as a toast with the store's German message (`failed` when
 * it gives none). A session that has ended goes to the login and back to this page.
 */
export async function writeInPlace<T>(
  request: Request,
  write: () => Promise<T>,
  texts: { done?: string; failed?: string } = {},
): Promise<InPlaceAnswer<T>> {
  try {
    const value = await write();
    if (texts.done) toast.success(texts.done);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof UnauthorizedError) throw redirectToLoginAndBack(request);
    toast.error(errorMessage(error, texts.failed));
    return { ok: false };
  }
}

/**
 * The one way a control makes a small in-place write: posts its fields to a route action (`writeInPlace`) through
 * a fetcher. `shown` is what the control shows (its loader data): until the page has read anew, the action's
 * `answer` is newer, so the control shows that. `pending` holds while the write runs (the control is then
 * `aria-disabled`, never `disabled`, so the keyboard focus stays on it) and `sending` has the fields on their way,
 * for showing the new value at once.
 */
export function useInPlaceWrite<T>(action: string, shown: unknown = null) {
  const fetcher = useFetcher<InPlaceAnswer<T>>();
  const [sentFrom, setSentFrom] = useState<unknown>(undefined);
  const pending = fetcher.state !== 'idle';
  const answered = pending ? undefined : fetcher.data;
  return {
    pending,
    sending: fetcher.formData,
    answer: answered?.ok && sentFrom === shown ? answered.value : undefined,
    done: answered?.ok === true,
    /**
     * Posts `fields` (none for a bare like or delete). A control that must not send twice (a toggle) sends only
     * while not `pending`; a second send replaces the first one's answer, while both writes reach the store.
     */
    send(fields: Record<string, string> | null, method: 'post' | 'put' | 'delete' = 'post'): Promise<void> {
      setSentFrom(shown);
      return fetcher.submit(fields, { method, action });
    },
  };
}
