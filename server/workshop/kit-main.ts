// The kit's server (programm/workshop.js), started by the kit's start.mjs: the site and the sample files lie beside
// it, the data folder beside the start scripts, wherever the terminal stands.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launchWorkshop } from './launch';

const program = fileURLToPath(new URL('.', import.meta.url));
const kit = join(program, '..');

await launchWorkshop({
  command: 'node start.mjs',
  dataDefault: join(kit, 'workshop-data'),
  build: join(program, 'seite'),
  public: join(program, 'beispieldateien'),
});
