import { createRoot } from 'react-dom/client'; import { createElement } from 'react';
import { createBrowserRouter, RouterProvider, Link, Outlet, useNavigation, useLoaderData, useSearchParams, NavLink, useLocation, ScrollRestoration } from 'react-router-dom';
const r = createBrowserRouter([{ path: '/', Component: () => createElement(Outlet), children: [{ index: true, lazy: () => import('./c.mjs') }] }]);
createRoot(document.body).render(createElement(RouterProvider, { router: r }));
console.log(Link, useNavigation, useLoaderData, useSearchParams, NavLink, useLocation, ScrollRestoration);
