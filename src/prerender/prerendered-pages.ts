/**
 * The public pages rendered at build time: each path, the route module whose styles it needs up front, and the
 * file it is written to (`/produkte` → produkte.html, which static hosts, vite preview and the service worker
 * serve for the clean URL). React keeps what is typed before the app is live but does not tell the form, so a
 * form on these pages takes its fields over when the app starts (the catalogue's search, the login: decision 051).
 * Register and contact stay drawn by script. Footer pages too: their HTML is sanitised by DOMPurify, which needs
 * a browser. `apiBuild`: a page with no data of its own, which an api build renders too, its footer without the
 * server's pages until the app has read them (decision 067).
 */
export const prerenderedPages = [
  { path: '/', module: 'src/features/landing/landing-route.tsx', file: 'index.html', apiBuild: false },
  { path: '/produkte', module: 'src/features/products/catalogue-route.tsx', file: 'produkte.html', apiBuild: false },
  { path: '/services', module: 'src/features/services/services-route.tsx', file: 'services.html', apiBuild: false },
  { path: '/projekte', module: 'src/features/projects/projects-route.tsx', file: 'projekte.html', apiBuild: false },
  { path: '/login', module: 'src/features/auth/login-screen.tsx', file: 'login.html', apiBuild: true },
] as const;
