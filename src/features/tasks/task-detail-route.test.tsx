import { screen, within } from '@testing-library/react';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import * as taskDetail from './task-detail-route';

const routes = [
  { path: '/tasks/:id', loader: taskDetail.loader, Component: taskDetail.Component },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

async function statusPanel() {
  return screen.findByRole('complementary', { name: 'Status' });
}

test('an open task past its deadline counts the days it is overdue', async () => {
  await renderRoute(routes, '/tasks/15', { as: MEMBER_EMAIL });
  const panel = await statusPanel();
  expect(within(panel).getByText(/^\d+ Tage überfällig$/)).toBeVisible();
  expect(screen.getByText('Überfällig')).toBeVisible();
});

test('a done task past its deadline is not called overdue', async () => {
  await renderRoute(routes, '/tasks/1', { as: MEMBER_EMAIL });
  const panel = await statusPanel();
  expect(within(panel).getByText('Erledigt – keine offene Frist')).toBeVisible();
  expect(screen.queryByText(/überfällig/i)).toBeNull();
});

test('files that are not images are offered as downloads only, on the task and in its comments', async () => {
  await renderRoute(routes, '/tasks/3', {
    as: MEMBER_EMAIL,
    arrange: async (ctx) => {
      await ctx.db.tasks.update(3, {
        attachments: [
          {
            id: 'plan',
            name: 'Plan.pdf',
            type: 'pdf',
            url: '/files/Plan.pdf',
            size: 1200,
            uploadedAt: null,
            uploadedBy: null,
          },
          {
            id: 'foto',
            name: 'Foto.png',
            type: 'image',
            url: '/files/Foto.png',
            size: 800,
            uploadedAt: null,
            uploadedBy: null,
          },
        ],
      });
      await ctx.db.comments.add({
        taskId: 3,
        content: 'Der Beleg',
        createdAt: '2026-11-20T10:00:00.000Z',
        createdBy: 2,
        parentId: null,
        likeCount: 0,
        attachments: [{ name: 'Beleg.pdf', url: '/files/Beleg.pdf', size: 900 }],
      });
    },
  });
  const attachments = within(await screen.findByRole('region', { name: 'Anhänge' }));
  expect(attachments.getByRole('link', { name: /^Plan\.pdf/ })).toHaveAttribute('download', 'Plan.pdf');
  expect(attachments.getByRole('link', { name: /^Foto\.png/ })).toHaveAttribute('download', 'Foto.png');
  expect(await screen.findByRole('link', { name: /^Beleg\.pdf/ })).toHaveAttribute('download', 'Beleg.pdf');
});
