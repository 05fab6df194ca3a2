// The built workshop server's entry (dist-server/workshop.js), started by scripts/workshop.mjs.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { StartRefused } from './data-commands';
import { runWorkshop } from './run';
import { createStatusLine } from './status-line';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  // KIZ_WORKSHOP_BUILD: another site folder, for the tests that start the built server as a process.
  const build = process.env.KIZ_WORKSHOP_BUILD ?? join(root, 'dist-workshop');
  // In a terminal the room's status stays in one line below the start block; piped output gets plain lines.
  const status = process.stdout.isTTY ? createStatusLine(process.stdout) : null;
  const print = status ? status.print : (line: string) => console.log(line);
  const running = await runWorkshop(
    process.argv.slice(2),
    { build, public: join(root, 'public') },
    print,
    status?.show,
  );
  if (running) {
    const stop = () => {
      status?.end();
      console.log('Workshop-Server wird beendet …');
      running.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
