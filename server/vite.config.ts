import { defineConfig } from 'vite';

// Builds the workshop server (TypeScript) into one Node script; its packages stay in node_modules.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/workshop/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'workshop.js' } },
  },
  logLevel: 'warn',
});
