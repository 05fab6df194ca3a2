import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import testingLibrary from 'eslint-plugin-testing-library';

// Layering (docs/decisions/030-enforced-boundaries.md): main.tsx and prerender → app → features →
// (features/shared, ui, data's top level, domain, lib, stores); data → domain, lib; ui → lib; lib and domain are
// leaves. Each zone forbids `target` to import from `from`.
const layers = ['app', 'features', 'data', 'ui', 'domain', 'lib', 'stores', 'prerender', 'testing'];
const below = (...allowed) => layers.filter((layer) => !allowed.includes(layer)).map((layer) => `./src/${layer}`);

// Every folder of src/features is one feature and may not import another; read from disk, so a new feature is
// covered the day it is created. Admin is one feature: its tabs share admin/shared. features/shared holds the few
// pieces several features show (one status badge on every screen) and imports no feature itself.
const featuresDir = new URL('./src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, './shared'],
    message: 'a feature never imports another feature; move the shared piece down (features/shared, ui, domain, lib).',
  })),
  {
    target: './src/features/shared',
    from: './src/features',
    except: ['./shared'],
    message: 'shared imports no feature.',
  },
];

const zones = [
  { target: './src/domain', from: [...below('domain'), './seed'], message: 'domain imports only zod.' },
  { target: './src/ui', from: [...below('ui', 'lib'), './seed'], message: 'ui imports only lib.' },
  { target: './src/lib', from: [...below('lib'), './seed'], message: 'lib is a leaf.' },
  {
    target: './src/stores',
    from: [...below('stores', 'domain', 'lib'), './seed'],
    message: 'stores hold client state over domain types.',
  },
  {
    target: './src/data',
    from: below('data', 'domain', 'lib', 'testing'),
    message: 'data does not know the screens.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/prerender', './src/data/demo', './src/data/http', './seed'],
    message: 'features reach data only through the repository port.',
  },
  ...featureZones,
  {
    target: './src/app',
    from: ['./src/prerender', './src/data/demo', './src/data/http', './seed'],
    message: 'only data/create-repository.ts picks an adapter.',
  },
  {
    target: ['./src/*.tsx', './src/*.ts', './src/prerender'],
    from: ['./src/data/demo', './src/data/http', './seed'],
    message: 'the entry reaches data through its top level (create-repository, first-visit), never an adapter.',
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

const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message: 'Use zod/mini: classic zod would join the first visit.',
}));
const immerOutsideTheStore = { name: 'immer', message: 'immer belongs to the demo store (decision 041).' };
const routerLinks = {
  name: 'react-router-dom',
  importNames: ['Link', 'NavLink'],
  message: "The site's links are ui/link.tsx's Link (decision 062).",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-api',
      'dist-api-server',
      'dist-bench',
      'dist-workshop',
      'dist-server',
      'dist-tools',
      'dist-control',
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
    // Every form, and the demo store's first write, load zod's core; classic zod anywhere in the app would share
    // that core chunk and nearly double it. So all schemas use zod/mini (decision 023). Tests may use classic zod.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...classicZod, immerOutsideTheStore, routerLinks] }],
    },
  },
  {
    // The api adapter reads answers by the plans in read-plans/, so its first visit carries no schema library; the
    // schemas are read only where the plans are derived (decision 070).
    files: ['src/data/http/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/data/http/derive-read-plan.ts', 'src/data/http/answer-shapes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...classicZod,
            immerOutsideTheStore,
            routerLinks,
            { name: 'zod/mini', allowTypeImports: true, message: 'The api adapter reads by plans (read-plans/).' },
          ],
        },
      ],
    },
  },
  {
    // A browser's first German number format loads ICU's locale data, 30–100 ms on the main thread: counts go
    // through formatCount (lib/format-count.ts). Fractions keep Intl where few screens show them; a message that
    // names a text limit is shown only once a text is too long.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/lib/format.ts',
      'src/domain/text-limits.ts',
      'src/features/admin/settings/texts.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'toLocaleString', message: 'Counts: formatCount (lib/format-count.ts), without ICU.' },
      ],
    },
  },
  {
    // immer is the demo store's (decision 041): it runs in the store's worker and the workshop server only.
    files: ['src/data/demo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    // One import path per symbol: domain and lib say where a thing is defined, never pass it on.
    files: ['src/domain/**/*.ts', 'src/lib/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration, ExportNamedDeclaration[source]',
          message: 'No re-exports in domain and lib: import it from the file that defines it.',
        },
      ],
    },
  },
  {
    // One way for small in-place writes (docs/architecture.md): a control posts through useInPlaceWrite to a route
    // action, which writes with writeInPlace (features/shared/in-place-write.ts). Forms keep their submit handler.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/features/shared/in-place-write.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='useFetcher']",
          message: 'Small in-place writes post through useInPlaceWrite (features/shared/in-place-write.ts).',
        },
        {
          selector:
            "CallExpression[callee.object.object.callee.name='repository'][callee.property.name=/^(remove|like|vote|markRead|markAllRead|updateSettings)$/]:not(CallExpression[callee.name='writeInPlace'] CallExpression)",
          message:
            'A small in-place write runs in a route action through writeInPlace (features/shared/in-place-write.ts).',
        },
      ],
    },
  },
  {
    // Small files that do one thing (decision 030): every line counts, blank and comment lines too, as `wc -l`
    // shows them. Tests, test helpers and data (the seed, the store's upgrade fixtures) are exempt.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'src/data/contract/**', 'src/data/demo/upgrade-fixtures/**'],
    rules: {
      'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
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
