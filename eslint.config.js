import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';

// Layering of ARCHITECTURE.md: app → features → (ui, data/repository, domain, lib, stores); data → domain, lib.
const zones = [
  {
    target: './src/domain',
    from: ['./src/app', './src/features', './src/data', './src/ui', './src/lib', './src/stores', './seed'],
    message: 'domain imports only zod.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/features', './src/data', './src/domain', './src/stores', './seed'],
    message: 'ui imports only lib.',
  },
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/data', './src/ui', './src/stores', './seed'],
    message: 'lib is a leaf.',
  },
  {
    target: './src/data',
    from: ['./src/app', './src/features', './src/ui', './src/stores'],
    message: 'data does not know the screens.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/data/demo', './src/data/http', './seed'],
    message: 'features reach data only through the repository port.',
  },
  {
    target: './src/app',
    from: ['./src/data/demo', './src/data/http', './seed'],
    message: 'only data/create-repository.ts picks an adapter.',
  },
  {
    target: ['./src/!(data)/**', './src/*.tsx', './src/*.ts'],
    from: ['./src/testing', './seed'],
    except: [],
    message: 'production code never imports test helpers or the seed.',
  },
  // server/ runs in Node (the workshop server, the façade of the tests); none of it may reach a browser bundle.
  { target: './src', from: './server', message: 'browser code never imports server code.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-api',
      'dist-api-server',
      'dist-bench',
      'dist-workshop',
      'dist-server',
      'dev-dist',
      'node_modules',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Read models and the HTTP adapter load on every first visit with zod's core; classic zod anywhere in the
    // app (drafts and forms included) would share that core chunk and nearly double it. So all schemas use
    // zod/mini (docs/decisions/004-lean-first-visit.md). Tests may use classic zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: 'Use zod/mini: classic zod would join the first visit.',
          })),
        },
      ],
    },
  },
  {
    // Every journey fails on a Content-Security-Policy violation through the shared fixture's `test`.
    files: [
      'tests/e2e/**/*.spec.ts',
      'tests/e2e-api/**/*.spec.ts',
      'tests/e2e-workshop/**/*.spec.ts',
      'tests/static-host/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playwright/test', message: 'Import test and expect from tests/e2e/support/fixtures.' }],
        },
      ],
    },
  },
  {
    // Test files may reach into the demo store and seed to arrange data; the contract suite's adapters drive
    // the façade in server/.
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'tests/**', 'src/data/contract/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Component tests act as a person: queries by role and visible text through `screen`, no DOM walking.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ...testingLibrary.configs['flat/react'],
    settings: {
      // Only these render a screen; without the list the plugin takes every `render*`/`*render*` function for
      // one (the prerender's renderPage, prerenderedRoot) and asks their results to be named like a screen.
      'testing-library/custom-renders': ['renderRoute'],
    },
  },
);
