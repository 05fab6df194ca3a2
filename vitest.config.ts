import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Separate from vite.config.ts so the PWA plugin never loads in tests.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'seed/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    testTimeout: 20000,
  },
});
