import type { ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import { errorMessage } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { toast } from '../../stores/toasts';

/** Where the bell and the dashboard's notification centre post: `id` marks one read, none marks all. */
export const MARK_READ_PATH = '/aktionen/benachrichtigungen';

/** Marks one notification read (form field `id`) or all of them; a refusal is a toast with its message. */
export async function action({ request }: ActionFunctionArgs): Promise<{ ok: boolean }> {
  const id = (await request.formData()).get('id');
  try {
    if (id === null) await repository().notifications.markAllRead();
    else {
      const parsed = parseId(String(id));
      if (parsed === null) throw new Error();
      await repository().notifications.markRead(parsed);
    }
    return { ok: true };
  } catch (error) {
    toast.error(errorMessage(error));
    return { ok: false };
  }
}
