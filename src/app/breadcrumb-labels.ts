/** Breadcrumb labels by first path segment (SPEC §2). */
export const breadcrumbLabels: Record<string, string> = {
  kontakt: 'Kontakt',
  produkte: 'Produkte',
  services: 'Services',
  login: 'Login',
  register: 'Registrierung',
  dashboard: 'Dashboard',
  admin: 'Administration',
  kollaborativ: 'Kollaborative Projekte',
  tasks: 'Aufgabe',
  'project-tasks': 'Projektaufgaben',
  polls: 'Umfragen',
  projekte: 'Projekte',
  'forgot-password': 'Passwort vergessen',
  'reset-password': 'Passwort zurücksetzen',
  'demo-postfach': 'Demo-Postfach',
};

/** The route of paths no other route knows (router.tsx); they get no breadcrumbs. */
export const UNKNOWN_PATH_ROUTE_ID = 'unknown-path';
