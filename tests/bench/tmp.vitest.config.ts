import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { environment: 'node', setupFiles: ['fake-indexeddb/auto'], include: ['tests/bench/*.test.ts'], globals: true, testTimeout: 120000 } });
