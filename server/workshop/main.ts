// The built workshop server's entry (dist-server/workshop.js), started by scripts/workshop.mjs.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { runWorkshop, StartRefused } from './run';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  const running = await runWorkshop(process.argv.slice(2), { build: join(root, 'dist-workshop'), public: join(root, 'public') });
  if (running) {
    const stop = () => {
      console.log('Workshop-Server wird beendet …');
      running.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
