import { defineConfig } from 'vite';

// Builds the benchmark page (index.html + browser-main.ts) for Chromium into dist-bench/web; no PWA, no React.
export default defineConfig({
  root: 'tests/bench',
  base: './',
  publicDir: false,
  build: {
    outDir: '../../dist-bench/web',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    chunkSizeWarningLimit: 5000,
  },
});
