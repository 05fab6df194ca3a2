import { act, configure, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { userFromRecord } from '../../data/demo/mappers';
import { useSession } from '../../stores/session';
import { ADMIN_EMAIL, MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { NotificationBell } from './notification-bell';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [{ path: '/', element: <NotificationBell /> }];

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
