import { defineConfig } from 'vite';

// Builds the workshop load test into one Node script (dist-bench/workshop/bench.js); packages stay in node_modules.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'tests/bench/workshop/main.ts',
    outDir: 'dist-bench/workshop',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'bench.js' } },
  },
  logLevel: 'warn',
});
