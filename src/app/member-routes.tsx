import { replace, type RouteObject } from 'react-router-dom';
import { requireAdmin, requireLogin } from './guards';

/**
 * The member area and the admin area of SPEC §2. Not part of the route table a first visit loads: the router adds
 * them on the first navigation into one of `MEMBER_SECTIONS` (router.tsx), which names their first path segments.
 */
export const memberRoutes: RouteObject[] = [
  {
    loader: requireLogin,
    children: [
      {
        path: 'dashboard',
        // Composed here so the dashboard and notification features stay independent.
        lazy: async () => {
          const [dashboard, notifications] = await Promise.all([
            import('../features/dashboard/dashboard-route'),
            import('../features/notifications/notification-center'),
          ]);
          return {
            loader: dashboard.loader,
            shouldRevalidate: dashboard.shouldRevalidate,
            Component: () => <dashboard.DashboardScreen notificationPanel={<notifications.NotificationCenter />} />,
          };
        },
      },
      { path: 'tasks', lazy: () => import('../features/tasks/my-tasks-route') },
      { path: 'tasks/:id', lazy: () => import('../features/tasks/task-detail-route') },
      { path: 'project-tasks', lazy: () => import('../features/tasks/projects-overview-route') },
      { path: 'project-tasks/:id', lazy: () => import('../features/tasks/project-tasks-route') },
      { path: 'kollaborativ', lazy: () => import('../features/collaborative/collaborative-list-route') },
      { path: 'kollaborativ/:id', lazy: () => import('../features/collaborative/collaborative-detail-route') },
      { path: 'polls/:id', lazy: () => import('../features/polls/poll-route') },
    ],
  },
  {
    path: 'admin',
    loader: requireAdmin,
    children: [
      { index: true, lazy: () => import('../features/admin/admin-route') },
      { path: 'raum', lazy: () => import('../features/workshop-room/room-route') },
      // SPEC §2 names this edit link; it opens the product form in the admin area.
      {
        path: 'products/:id/edit',
        loader: ({ params }) => replace(`/admin?tab=produkte&bearbeiten=${params.id ?? ''}`),
      },
    ],
  },
];
