// Vite plugin: marks the chunks a first visit evaluates at start (the entry and its static imports) with V8's
// explicit compile hint, so Chromium compiles their functions eagerly, on a background thread while the file
// streams in, instead of one by one on the main thread during evaluation and hydration. Browsers without the hint
// read a comment. Measured in docs/performance.md (Lighthouse section).
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

function startChunks(bundle: OutputBundle): OutputChunk[] {
  const chunks = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (chunks.has(chunk.fileName)) return;
    chunks.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const output of Object.values(bundle)) if (output.type === 'chunk' && output.isEntry) visit(output);
  return [...chunks.values()];
}

export function compileHints(): Plugin {
  let ssr = false;
  return {
    name: 'kiz:compile-hints',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    // After Vite's own rewriting of the chunks (its preload helper prepends code to the entry).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (ssr) return;
        // The hint must open the file.
        for (const chunk of startChunks(bundle)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}
