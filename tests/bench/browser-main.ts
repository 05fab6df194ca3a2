// The benchmark in a browser tab (real IndexedDB). run-chromium.ts opens index.html?scale=…&runs=…,
// reads the lines from the console and waits for window.benchDone.
import { runBench } from './bench';

declare global {
  interface Window {
    benchDone?: { ok: boolean; error?: string };
  }
}

const params = new URLSearchParams(location.search);
const num = (name: string, fallback: number) => (params.has(name) ? Number(params.get(name)) : fallback);
const out = document.getElementById('out')!;

runBench({
  scale: num('scale', 1),
  runs: num('runs', 7),
  generateRuns: num('generateRuns', 1),
  environment: navigator.userAgent,
  log: (line) => {
    console.log(line);
    out.textContent += `${line}\n`;
  },
}).then(
  () => {
    window.benchDone = { ok: true };
  },
  (error: unknown) => {
    console.error(error);
    window.benchDone = { ok: false, error: String(error instanceof Error ? error.stack : error) };
  },
);
