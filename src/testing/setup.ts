import './install-console-guard';
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { cleanupRenderedRoutes } from './render-route';

// Screens wait for IndexedDB (fake-indexeddb) and lazy chunks; on a busy 2-core CI machine that can take
// longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lays nothing out and has no scrollIntoView; screens call it when they move the focus. Tests that run in
// Node (`@vitest-environment node`) have no DOM at all.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom's window.scrollTo only writes "Not implemented" to the log; screens scroll to the top when a page changes.
if (typeof window !== 'undefined') window.scrollTo = function scrollTo() {};

afterEach(() => cleanupRenderedRoutes());
