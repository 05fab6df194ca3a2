import { defineConfig } from 'vite';
export default defineConfig({ root: __dirname, logLevel: 'warn', build: { outDir: '/tmp/sz/out', emptyOutDir: true, rollupOptions: { input: { a: __dirname + '/a.html', b: __dirname + '/b.html' } } } });
