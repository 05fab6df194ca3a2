import { createRoot } from 'react-dom/client'; import { createElement } from 'react';
createRoot(document.body).render(createElement('div'));
