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

test('a small in-place write in a component goes through a route action, never straight to the port', async () => {
  const straight =
    "import { repository } from '../../data/repository-instance';\n" +
    'export function Probe() {\n  return <button onClick={() => void repository().tasks.remove(1)}>x</button>;\n}\n';
  expect(await messagesOf(straight, 'src/features/tasks/probe.tsx')).toContain(
    'A small in-place write runs in a route action through writeInPlace (features/shared/in-place-write.ts).',
  );
  expect(
    await messagesOf(
      "import { useFetcher } from 'react-router-dom';\nexport const f = useFetcher;\n",
      'src/app/probe.ts',
    ),
  ).toContain('Small in-place writes post through useInPlaceWrite (features/shared/in-place-write.ts).');
  const inAction =
    "import { repository } from '../../data/repository-instance';\n" +
    "import { writeInPlace } from '../shared/in-place-write';\n" +
    'export const action = (request: Request) => writeInPlace(request, () => repository().tasks.remove(1));\n';
  expect(await messagesOf(inAction, 'src/features/tasks/probe-action.ts')).toEqual([]);
}, 60_000);

test('immer is the demo store’s alone', async () => {
  const probe = "import { produce } from 'immer';\nexport const p = produce;\n";
  expect(await messagesOf(probe, 'src/features/polls/probe.ts')).toContain(
    "'immer' import is restricted from being used. immer belongs to the demo store (decision 041).",
  );
  expect(await messagesOf(probe, 'src/data/demo/probe.ts')).toEqual([]);
}, 60_000);
