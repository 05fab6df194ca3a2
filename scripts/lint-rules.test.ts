// @vitest-environment node
import { ESLint } from 'eslint';

// The rules docs/architecture.md names, each tried on a probe that breaks it: a rule that lets its probe pass is
// claimed, not enforced.
const eslint = new ESLint();
const messagesOf = async (code: string, filePath: string) =>
  (await eslint.lintText(code, { filePath }))[0]!.messages.map((message) => message.message);

test('domain and lib pass nothing on: a re-export is an error there, and fine elsewhere', async () => {
  const reExports = ["export { isId } from './common';\n", "export * from './common';\n"];
  for (const code of reExports) {
    expect(await messagesOf(code, 'src/domain/probe.ts')).toContain(
      'No re-exports in domain and lib: import it from the file that defines it.',
    );
    expect(await messagesOf(code.replace('./common', '../domain/common'), 'src/lib/probe.ts')).toContain(
      'No re-exports in domain and lib: import it from the file that defines it.',
    );
  }
  expect(await messagesOf("export { createHttpWorkshop } from './workshop';\n", 'src/data/http/probe.ts')).toEqual([]);
}, 60_000);

test('classic zod is refused in the app', async () => {
  expect(
    await messagesOf("import * as z from 'zod';\nexport const s = z.string();\n", 'src/domain/probe.ts'),
  ).toContain("'zod' import is restricted from being used. Use zod/mini: classic zod would join the first visit.");
}, 60_000);
