// @vitest-environment node
import type { OutputBundle, OutputChunk } from 'rolldown';
import { COMPILE_HINT, compileHints } from './compile-hints-plugin';

const chunk = (fileName: string, imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, imports, isEntry, code: `/* ${fileName} */` }) as unknown as OutputChunk;

function build(bundle: OutputBundle, ssr = false) {
  const plugin = compileHints();
  (plugin.configResolved as (config: unknown) => void)({ build: { ssr } });
  const hook = plugin.generateBundle as { handler: (options: unknown, bundle: OutputBundle) => void };
  hook.handler({}, bundle);
  return bundle;
}

const sampleBundle = (): OutputBundle => ({
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], true),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/landing-route.js': chunk('assets/landing-route.js', ['assets/react.js', 'assets/hero.js']),
  'assets/hero.js': chunk('assets/hero.js', []),
});

const hinted = (bundle: OutputBundle) =>
  Object.values(bundle)
    .filter((output) => output.type === 'chunk' && output.code.startsWith(`${COMPILE_HINT}\n`))
    .map((output) => output.fileName);

describe('compileHints', () => {
  it('opens the entry and what it imports statically with the hint, and nothing loaded later', () => {
    expect(hinted(build(sampleBundle()))).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('leaves a server build alone', () => {
    expect(hinted(build(sampleBundle(), true))).toEqual([]);
  });
});
