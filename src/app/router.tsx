import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { requireAdmin, requireLogin } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { SectionScreen } from './section-screen';

const section = (title: string) => <SectionScreen title={title} />;

/** Every route of SPEC §2; each screen is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: section('KI-Kompetenzzentrum Sozialwirtschaft') },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
          },
          { path: 'register', element: section('Registrierung') },
          { path: 'forgot-password', element: section('Passwort vergessen') },
          { path: 'reset-password', element: section('Passwort zurücksetzen') },
          { path: 'services', element: section('Services') },
          { path: 'services/:id', element: section('Service') },
          { path: 'projekte', element: section('Projekte') },
          { path: 'projekte/:id', element: section('Projekt') },
          { path: 'kontakt', element: section('Kontakt') },
          { path: 'produkte', element: section('Produkte') },
          { path: 'produkte/:id', element: section('Produkt') },
          {
            loader: requireLogin,
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-screen')).DashboardScreen }),
              },
              { path: 'tasks', element: section('Aufgaben') },
              { path: 'tasks/:id', element: section('Aufgabe') },
              { path: 'project-tasks', element: section('Projektaufgaben') },
              { path: 'project-tasks/:id', element: section('Projektaufgaben') },
              { path: 'kollaborativ', element: section('Kollaborative Projekte') },
              { path: 'kollaborativ/:id', element: section('Kollaboratives Projekt') },
              { path: 'polls/:id', element: section('Umfrage') },
            ],
          },
          { path: 'admin', loader: requireAdmin, element: section('Administration') },
          { path: ':slug', element: section('Seite') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
