import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { NetworkError } from '../../data/errors';
import { useSession } from '../../stores/session';
import { useToasts } from '../../stores/toasts';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { action, NOTIFICATIONS_ACTION_PATH } from './notification-actions';
import { NotificationSettings } from './notification-settings';

const routes: RouteObject[] = [
  { path: '/', element: <NotificationSettings /> },
  { path: NOTIFICATIONS_ACTION_PATH, action },
];

const toasts = () => useToasts.getState().toasts.map(({ type, message }) => ({ type, message }));

beforeEach(() => useToasts.setState({ toasts: [] }));

test('a switch is saved through its action at once: stored, the session’s user follows, a toast says so', async () => {
  const user = userEvent.setup();
  const { ctx } = await renderRoute(routes, '/', { as: MEMBER_EMAIL });
  const comments = await screen.findByRole('checkbox', { name: 'Kommentare zu meinen Aufgaben' });
  const before = (comments as HTMLInputElement).checked;

  await user.click(comments);
  expect(comments).toHaveProperty('checked', !before);
  await waitFor(() => expect(toasts()).toEqual([{ type: 'success', message: 'Einstellungen gespeichert' }]));
  const stored = await ctx.db.users.get({ email: MEMBER_EMAIL });
  expect(stored?.notificationSettings?.taskComments).toBe(!before);
  expect(useSession.getState().user?.notificationSettings.taskComments).toBe(!before);
  expect(comments).toHaveFocus();
});

test('a refused save says so and the switch shows the stored setting again', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/', { as: MEMBER_EMAIL });
  const deadline = await screen.findByRole('checkbox', { name: 'Fristen: Erinnerung 48 Stunden vor Ablauf' });
  const before = (deadline as HTMLInputElement).checked;
  vi.spyOn(repo.notifications, 'updateSettings').mockRejectedValueOnce(new Error('kaputt'));

  await user.click(deadline);
  await waitFor(() =>
    expect(toasts()).toEqual([{ type: 'error', message: 'Die Einstellungen konnten nicht gespeichert werden.' }]),
  );
  await waitFor(() => expect(deadline).toHaveProperty('checked', before));
});

test('a store that cannot be reached is named in the refusal', async () => {
  const user = userEvent.setup();
  const { repo } = await renderRoute(routes, '/', { as: MEMBER_EMAIL });
  vi.spyOn(repo.notifications, 'updateSettings').mockRejectedValueOnce(new NetworkError());
  await user.click(await screen.findByRole('checkbox', { name: 'Neue Projekte in meinen Gruppen' }));
  await waitFor(() => expect(toasts()).toEqual([{ type: 'error', message: new NetworkError().message }]));
});
