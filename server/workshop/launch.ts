// Runs the workshop server from a terminal: the repository's `npm run workshop` and the kit's start scripts both
// come here, each saying how it was started.
import { createInterface } from 'node:readline/promises';
import { StartRefused } from './data-commands';
import { runWorkshop, type WorkshopLaunch } from './run';
import { createStatusLine } from './status-line';

const firstStartQuestion =
  'Der Datenordner ist noch leer. Womit beginnen?\n  1  mit den Beispieldaten\n  2  leer, nur das Konto der Leitung\nBitte 1 oder 2 eingeben: ';

/** A start by double-click has no options: on a terminal the first start asks instead. */
async function askFirstStart(): Promise<'sample' | 'empty' | null> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await terminal.question(firstStartQuestion)).trim();
      if (answer === '1') return 'sample';
      if (answer === '2') return 'empty';
      if (answer === '') return null;
    }
  } finally {
    terminal.close();
  }
}

export async function launchWorkshop(launch: Omit<WorkshopLaunch, 'chooseStart'>): Promise<void> {
  try {
    // In a terminal the room's status stays in one line below the start block; piped output gets plain lines.
    const status = process.stdout.isTTY ? createStatusLine(process.stdout) : null;
    const print = status ? status.print : (line: string) => console.log(line);
    const running = await runWorkshop(
      process.argv.slice(2),
      { ...launch, chooseStart: process.stdin.isTTY ? askFirstStart : undefined },
      print,
      status?.show,
    );
    if (running) {
      // Heard once, for either signal: a second Ctrl+C ends the process at once, which loses nothing acknowledged
      // (the journal has it).
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        status?.end();
        console.log('Workshop-Server wird beendet: laufende Anfragen werden abgeschlossen, dann wird gespeichert …');
        running.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(
              `Beenden fehlgeschlagen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            );
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    }
  } catch (error) {
    if (!(error instanceof StartRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
