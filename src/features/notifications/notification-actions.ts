import type { ActionFunctionArgs } from 'react-router-dom';
import { parseId } from '../../domain/common-rules';
import type { NotificationKind, NotificationSettings } from '../../domain/notification';
import { NotFoundError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { useSession } from '../../stores/session';
import { writeInPlace, type InPlaceAnswer } from '../shared/in-place-write';
import { notificationTexts as t } from './texts';

/**
 * Where the notification writes go: a POST from the bell and the dashboard's notification centre marks read (`id`
 * one, none all), a PUT from the switches saves the four settings, each 'on' or 'off'.
 */
export const NOTIFICATIONS_ACTION_PATH = '/aktionen/benachrichtigungen';

export async function action(args: ActionFunctionArgs): Promise<InPlaceAnswer<void>> {
  return args.request.method === 'PUT' ? saveSettings(args) : markRead(args);
}

async function markRead({ request }: ActionFunctionArgs): Promise<InPlaceAnswer<void>> {
  const id = (await request.formData()).get('id');
  return writeInPlace(request, async () => {
    if (id === null) return repository().notifications.markAllRead();
    const parsed = parseId(String(id));
    if (parsed === null) throw new NotFoundError();
    return repository().notifications.markRead(parsed);
  });
}

/** Saves the four switches; the session's user follows the stored one. */
async function saveSettings({ request }: ActionFunctionArgs): Promise<InPlaceAnswer<void>> {
  const fields = await request.formData();
  const on = (kind: NotificationKind) => fields.get(kind) === 'on';
  const settings: NotificationSettings = {
    newProject: on('newProject'),
    newTask: on('newTask'),
    taskDeadline: on('taskDeadline'),
    taskComments: on('taskComments'),
  };
  return writeInPlace(
    request,
    async () => useSession.getState().setUser(await repository().notifications.updateSettings(settings)),
    { done: t.settingsSaved, failed: t.settingsFailed },
  );
}
