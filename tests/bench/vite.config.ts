import { defineConfig } from 'vite';

// Builds the Node entries of the benchmark (fake-indexeddb run and the Chromium runner) into dist-bench/node.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-bench/node',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { input: { bench: 'tests/bench/node-main.ts', chromium: 'tests/bench/run-chromium.ts' } },
  },
});
