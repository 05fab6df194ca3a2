// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Every repository path README.md and docs/ name must exist: a doc that points at a moved file sends the reader
// nowhere. A path counts when it starts with a top-level folder below, or is one of the top-level files, wherever it
// stands (prose, code span, code block, link); a relative link target counts from the doc's folder.
const root = join(import.meta.dirname, '..');
const topFolders = ['src', 'server', 'scripts', 'tests', 'docs', 'seed', 'public', '.ci'];
const topFiles = [
  'package.json',
  'vite.config.ts',
  'eslint.config.js',
  'playwright.config.ts',
  'vitest.config.ts',
  'tsconfig.json',
  'index.html',
];

// Decision records keep the design as it was taken: these occurrences name files that are gone, not moved.
// Key: "doc: path" exactly as the doc writes it. One line of reason each.
const historical: Record<string, string> = {
  'docs/decisions/021-workshop-server.md: server/workshop/save-cost.test.ts':
    'whole-state saves and their measurement were removed by decision 036 (the journal)',
  'docs/decisions/004-lean-first-visit.md: src/lib/env.ts':
    'the flags are checked in src/lib/read-env.ts; demo-only code writes the build flag out (docs/architecture.md)',
  'docs/decisions/023-lean-first-visit.md: src/lib/env.ts':
    'the flags are checked in src/lib/read-env.ts; demo-only code writes the build flag out (docs/architecture.md)',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsPath = [...topFolders.map((folder) => `${escape(folder)}/`), ...topFiles.map(escape)].join('|');
// Not after a letter, digit, '.', '-', '_' or '/': `dist-kit/server/…` and `/index.html` (a URL) are no repository
// paths. The path runs to white space, a backtick, a quote, a bracket or a parenthesis.
const pathPattern = new RegExp(`(?<![\\w./-])(?:\\./)?(?:${startsPath})[^\\s\`'"()[\\]]*`, 'g');
const linkPattern = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** Drops what follows the path itself: trailing punctuation, a `:12` line, a `#name` anchor or function. */
function cleaned(written: string): string {
  return written
    .replace(/#.*$/, '')
    .replace(/[.,;:!?]+$/, '')
    .replace(/(?::\d+)+$/, '')
    .replace(/^\.\//, '');
}

/** A pattern or placeholder names no file: `src/features/<name>/…`, `src/domain/*.ts`, `{ts,tsx}`, `NNN-title.md`. */
const isPattern = (path: string) => /[<>*{}…]|\bNNN\b/.test(path);

function exists(path: string): boolean {
  if (!existsSync(path)) return false;
  return !path.endsWith('/') || statSync(path).isDirectory();
}

interface Named {
  doc: string;
  written: string;
  resolved: string;
}

function pathsIn(doc: string): Named[] {
  const text = readFileSync(doc, 'utf8');
  const docName = relative(root, doc);
  const named: Named[] = [];
  for (const [written] of text.matchAll(pathPattern)) {
    const path = cleaned(written);
    if (path && !isPattern(path)) named.push({ doc: docName, written: path, resolved: join(root, path) });
  }
  for (const [, target] of text.matchAll(linkPattern)) {
    if (/^(?:[a-z][a-z+.-]*:|#|\/)/i.test(target!)) continue; // a URL, mail address, anchor or site path
    const path = cleaned(target!);
    if (!path || isPattern(path)) continue;
    named.push({ doc: docName, written: path, resolved: join(dirname(doc), path) });
  }
  return named;
}

const docs = [join(root, 'README.md'), ...markdownFiles(join(root, 'docs'))];
const named = docs.flatMap(pathsIn);

test('the docs name repository paths at all', () => {
  expect(docs.length).toBeGreaterThan(10);
  expect(named.length).toBeGreaterThan(100);
  expect(named.map(({ written }) => written)).toEqual(
    expect.arrayContaining(['src/data/loader-part.ts', 'src/features/shared/', 'package.json']),
  );
});

test('every path README.md and docs/ name exists', () => {
  const missing = named
    .filter(({ doc, written, resolved }) => !exists(resolved) && !Object.hasOwn(historical, `${doc}: ${written}`))
    .map(({ doc, written }) => `${doc}: ${written}`);
  expect([...new Set(missing)]).toEqual([]);
});

test('the allow-list names only occurrences that are still written and still missing', () => {
  const stillThere = new Set(
    named.filter(({ resolved }) => !exists(resolved)).map(({ doc, written }) => `${doc}: ${written}`),
  );
  expect(Object.keys(historical).filter((entry) => !stillThere.has(entry))).toEqual([]);
  for (const entry of Object.keys(historical)) expect(entry.startsWith('docs/decisions/')).toBe(true);
});
