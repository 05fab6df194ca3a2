import { defineConfig } from 'vite';

// The kit's workshop server: one plain JavaScript file with every package inside, so the kit runs where no
// node_modules exist and no registry is reachable. scripts/workshop-pack.mjs passes the output folder.
export default defineConfig({
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'server/workshop/kit-main.ts',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'workshop.js', codeSplitting: false } },
  },
  logLevel: 'warn',
});
