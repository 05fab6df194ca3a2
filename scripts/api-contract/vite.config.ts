import { defineConfig } from 'vite';

// Builds the Node tools of the API contract (`npm run api:check`, `npm run api:docs`) into dist-tools/; their
// packages stay in node_modules. Nothing here reaches a browser bundle.
export default defineConfig({
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist-tools',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { 'api-check': 'scripts/api-contract/api-check.ts', 'api-docs': 'scripts/api-contract/api-docs.ts' },
    },
  },
});
