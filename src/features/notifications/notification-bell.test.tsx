import { act, configure, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { userFromRecord } from '../../data/demo/mappers';
import { NetworkError } from '../../data/errors';
import { useSession } from '../../stores/session';
import { useToasts } from '../../stores/toasts';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as markReadAction from './notification-actions';
import { NotificationBell } from './notification-bell';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [
  { path: '/', element: <NotificationBell /> },
  { path: '/aktionen/benachrichtigungen', action: markReadAction.action },
];

test('when someone else signs in over a session, the bell shows the new user’s notifications, not the previous one’s', async () => {
  let adminToken = '';
  const { ctx } = await renderRoute(routes, '/', {
    as: MEMBER_EMAIL,
    // The admin has read everything and already holds a session, as after a login whose store write the bell heard.
    arrange: async (ctx) => {
      const memberToken = ctx.getToken();
      const adminId = await ctx.signInAs(ADMIN_EMAIL);
      adminToken = ctx.getToken()!;
      ctx.setToken(memberToken);
      await ctx.db.notifications.where('[userId+readKey]').equals([adminId, 0]).modify({ read: true, readKey: 1 });
    },
  });
  await screen.findByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });

  const admin = (await ctx.db.users.get({ email: ADMIN_EMAIL }))!;
  act(() => {
    ctx.setToken(adminToken);
    useSession.setState({ token: adminToken, user: userFromRecord(admin) });
  });

  expect(await screen.findByRole('button', { name: 'Benachrichtigungen, keine ungelesen' })).toBeInTheDocument();
});

test('a failed read says so in the open panel instead of loading for ever', async () => {
  const user = (await import('@testing-library/user-event')).default.setup();
  await renderRoute(routes, '/', {
    as: MEMBER_EMAIL,
    arrange: async (_ctx, repo) => {
      vi.spyOn(repo.notifications, 'list').mockRejectedValue(new Error('Der Server ist nicht erreichbar.'));
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Benachrichtigungen, keine ungelesen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Benachrichtigungen konnten nicht geladen werden.');
  expect(screen.queryByText('Laden...')).toBeNull();
});

test('marking one read and then all read goes through the route action, and the count follows the store', async () => {
  const user = (await import('@testing-library/user-event')).default.setup();
  const { repo } = await renderRoute(routes, '/', { as: MEMBER_EMAIL });
  const bell = await screen.findByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ });
  const unread = Number(/(\d+) ungelesen/.exec(bell.getAttribute('aria-label')!)![1]);
  await user.click(bell);
  const [first] = await screen.findAllByRole('button', { name: /^Als gelesen markieren: / });
  await user.click(first!);
  const left = unread - 1;
  expect(
    await screen.findByRole('button', {
      name: left === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${left} ungelesen`,
    }),
  ).toBeInTheDocument();
  if (left > 0) await user.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }));
  expect(await screen.findByRole('button', { name: 'Benachrichtigungen, keine ungelesen' })).toBeInTheDocument();
  expect((await repo.notifications.list()).filter((n) => !n.read)).toEqual([]);
});

test('a refused mark-read says why in a toast', async () => {
  const user = (await import('@testing-library/user-event')).default.setup();
  await renderRoute(routes, '/', {
    as: MEMBER_EMAIL,
    arrange: async (_ctx, repo) => vi.spyOn(repo.notifications, 'markAllRead').mockRejectedValue(new NetworkError()),
  });
  await user.click(await screen.findByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ }));
  await user.click(await screen.findByRole('button', { name: 'Alle als gelesen markieren' }));
  await waitFor(() =>
    expect(useToasts.getState().toasts).toContainEqual(
      expect.objectContaining({ type: 'error', message: new NetworkError().message }),
    ),
  );
});
