// `npm run workshop -- …`: builds the site and the server when the sources changed, then runs the server in this
// process.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWorkshop, root } from './workshop-build.mjs';

if (!buildWorkshop()) {
  console.error('Der Build ist fehlgeschlagen; der Workshop-Server startet nicht.');
  process.exit(1);
}
// A file URL: a bare Windows path (C:\…) is no module specifier.
await import(pathToFileURL(join(root, 'dist-server', 'workshop.js')).href);
