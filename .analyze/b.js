import { hydrateRoot } from 'react-dom/client';
window.x = [hydrateRoot];
