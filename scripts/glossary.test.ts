import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const glossary = readFileSync(join(root, 'docs/glossary.md'), 'utf8');

/** The "Not" column of the glossary's table: each `word` in it. */
function forbiddenWords(): string[] {
  const rows = glossary
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| ---') && !line.startsWith('| We write'));
  return rows.flatMap((row) => [...(row.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!));
}

/** The texts SPEC dictates word for word, listed under the glossary's exceptions. */
function exceptions(): Set<string> {
  const section = glossary.split('## Exceptions')[1] ?? '';
  return new Set([...section.matchAll(/^- `([^`]+)`$/gm)].map((match) => match[1]!));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every string literal, template part and JSX text of a file: what can reach the screen. */
function textsOf(path: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: { text: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = ts.isJsxText(node) ? node.getText().replace(/\s+/g, ' ').trim() : node.text;
      if (text) texts.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\d])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

test('the glossary names words to avoid, and the exceptions are texts of the site', () => {
  expect(forbiddenWords()).toEqual(expect.arrayContaining(['Fälligkeit', '48h', 'Featured', 'Der Benutzer']));
  expect(exceptions().size).toBeGreaterThan(0);
});

test('no text of the site uses a word the glossary rules out', () => {
  const words = forbiddenWords().map((word) => ({ word, pattern: wholeWord(word) }));
  const allowed = exceptions();
  const found = [
    ...sourceFiles(join(root, 'src')),
    ...sourceFiles(join(root, 'seed')),
    ...sourceFiles(join(root, 'server')),
  ].flatMap((path) =>
    textsOf(path).flatMap(({ text, line }) =>
      allowed.has(text)
        ? []
        : words
            .filter(({ pattern }) => pattern.test(text))
            .map(({ word }) => `${relative(root, path)}:${line} „${word}“ in „${text}“`),
    ),
  );
  expect(found).toEqual([]);
});
