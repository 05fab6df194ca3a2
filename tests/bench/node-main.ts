// `npm run bench` (Node part): the benchmark on fake-indexeddb. BENCH_SCALE, BENCH_RUNS and
// BENCH_GENERATE_RUNS override the defaults.
import 'fake-indexeddb/auto';
import { cpus, totalmem } from 'node:os';

// Loaded after fake-indexeddb is installed: the bundler hoists shared chunks (which import Dexie) above
// this module's own imports, and Dexie takes the IndexedDB it finds when it loads.
const { runBench } = await import('./bench');

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);

await runBench({
  scale: env('BENCH_SCALE', 1),
  runs: env('BENCH_RUNS', 7),
  generateRuns: env('BENCH_GENERATE_RUNS', 5),
  environment: `Node ${process.version} + fake-indexeddb, ${cpus().length} CPUs, ${Math.round(totalmem() / 2 ** 30)} GiB`,
  log: (line) => console.log(line),
});
// Writes → reads per action: the app's routes and change handling need no large set (writes-reads.ts).
const { measureWritesReads } = await import('./writes-reads');
const before = await measureWritesReads(true);
console.log('# writes → reads per action (repository reads a write causes; before = every change is everything)');
for (const [index, after] of (await measureWritesReads()).entries())
  console.log(
    `writes → reads per action: ${after.action}: ${after.reads.length} reads (before ${before[index]?.reads.length ?? '?'}): ${after.reads.join(', ')}`,
  );
// Dexie's BroadcastChannel would keep the process alive.
process.exit(0);
