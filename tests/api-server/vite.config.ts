import { defineConfig } from 'vite';

// Builds the e2e API server (TypeScript) into one Node script; no public files, no PWA.
export default defineConfig({
  publicDir: false,
  build: { ssr: 'tests/api-server/main.ts', outDir: 'dist-api-server', emptyOutDir: true, target: 'node20' },
});
