// The Lighthouse benchmark's control: what React 19 and React Router cost a first visit with no application around
// them. A client-rendered page with a heading and a list, as `npm create vite` and the router's tutorial would build it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';

const items = ['Projekte', 'Produkte', 'Leistungen', 'Kontakt', 'Impressum'];

function Home() {
  return (
    <main>
      <h1>Vergleichsseite</h1>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Link to={`/${item.toLowerCase()}`}>{item}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
