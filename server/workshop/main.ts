// The built workshop server's entry in the repository (dist-server/workshop.js), started by scripts/workshop.mjs.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launchWorkshop } from './launch';
import { repositoryInvocation } from './options';

const root = fileURLToPath(new URL('..', import.meta.url));

await launchWorkshop({
  ...repositoryInvocation,
  // KIZ_WORKSHOP_BUILD: another site folder, for the tests that start the built server as a process.
  build: process.env.KIZ_WORKSHOP_BUILD ?? join(root, 'dist-workshop'),
  public: join(root, 'public'),
});
