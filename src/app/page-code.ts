// What the HTML of a page drawn by script asks for beside the app's entry (scripts/page-code-plugin.ts): else the
// page's own code and the data adapter's are asked for only once the entry has arrived and run.

/**
 * The pages a guest opens by address (a shared link, a bookmark, a link in an e-mail), each with the module its
 * route loads in router.tsx; a test holds each to the route table. A page missing here loads as before, once the
 * entry runs (main.tsx).
 */
export const pageModules: readonly (readonly [pattern: string, module: string])[] = [
  ['/', 'src/features/landing/landing-route.tsx'],
  ['/login', 'src/features/auth/login-screen.tsx'],
  ['/register', 'src/features/auth/register-route.tsx'],
  ['/forgot-password', 'src/features/auth/forgot-password-route.tsx'],
  ['/reset-password', 'src/features/auth/reset-password-route.tsx'],
  ['/produkte', 'src/features/products/catalogue-route.tsx'],
  ['/produkte/:id', 'src/features/products/product-detail-route.tsx'],
  ['/services', 'src/features/services/services-route.tsx'],
  ['/services/:id', 'src/features/services/service-detail-route.tsx'],
  ['/projekte', 'src/features/projects/projects-route.tsx'],
  ['/projekte/:id', 'src/features/projects/project-detail-route.tsx'],
  ['/kontakt', 'src/features/contact/contact-route.tsx'],
];

/** The built files: `files` once each, then per page the indexes of its files, for a short inline script. */
export interface PageCode {
  files: readonly string[];
  /** Files every page needs (the data adapter's). */
  everyPage: readonly number[];
  pages: readonly (readonly [pattern: string, files: readonly number[]])[];
}

/**
 * Runs inline in the HTML, before the app's entry (serialised with toString, so it uses nothing from outside):
 * asks for the code of the page at the address. Scripts as module preloads, which the entry's loader then finds
 * and does not ask for again; style sheets as plain preloads, added by that loader in their place in the cascade.
 * Patterns match as React Router's do: whole segments, `:name` for any one, letters in any case.
 */
export function preloadPageCode(code: PageCode): void {
  const path = location.pathname
    .replace(/(.)\/+$/, '$1')
    .toLowerCase()
    .split('/');
  const page = code.pages.find(([pattern]) => {
    const parts = pattern.split('/');
    return parts.length === path.length && parts.every((part, i) => (part[0] === ':' ? path[i] : part === path[i]));
  });
  for (const index of code.everyPage.concat(page ? page[1] : [])) {
    const href = code.files[index];
    if (!href) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
