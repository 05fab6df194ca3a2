// Fails when src/ or server/ import in a circle. ESLint's import-x/no-cycle skips type-only imports; this check
// counts them too, since a type cycle still ties two modules' meaning together (decision 030).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const roots = ['src', 'server'];
const extensions = ['.ts', '.tsx'];

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return extensions.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: as written, with .ts/.tsx added, or a folder's index. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const candidates = [
    base,
    ...extensions.map((ext) => stem + ext),
    ...extensions.map((ext) => path.join(base, 'index' + ext)),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

/** Static imports and re-exports, type-only ones included; a dynamic import() loads later and is left out. */
function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const targets = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement);
    const specifier = isImport ? statement.moduleSpecifier : undefined;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(file, specifier.text);
    if (target) targets.push(target);
  }
  return [...new Set(targets)].sort();
}

const files = roots.flatMap((root) => (fs.existsSync(root) ? sourceFiles(path.resolve(root)) : [])).sort();
const graph = new Map(files.map((file) => [file, importsOf(file)]));

// Depth-first search; every edge back to a file still on the stack closes one cycle.
const cycles = [];
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
    else if (!state.has(next)) visit(next);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of files) if (!state.has(file)) visit(file);

const relative = (file) => path.relative(process.cwd(), file);
for (const cycle of cycles) console.error(`Import cycle: ${cycle.map(relative).join(' → ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in ${roots.join('/, ')}/ (type-only imports count).`);
  process.exit(1);
}
