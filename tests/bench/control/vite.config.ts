import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Builds the Lighthouse control page into dist-control/ with the app's Vite, React plugin and router build (the
// production build the app's own builds take, not the development build React Router's exports map names).
const routerDist = (file: string) =>
  fileURLToPath(new URL(`../../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  root: 'tests/bench/control',
  publicDir: false,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: routerDist('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerDist('dom-export.mjs') },
    ],
  },
  build: { outDir: '../../../dist-control', emptyOutDir: true, manifest: true },
  preview: { host: '127.0.0.1' },
});
