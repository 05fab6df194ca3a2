// @vitest-environment node
// The workshop server's /api (the façade) against docs/api/openapi.json: the contract suite's HTTP runs are run
// here once more, with the façade keeping every answer it gives, and each answer must validate against the
// document's schema for its call and status.
import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { createApiFacade as CreateApiFacade } from '../../server/api-facade';
import { DOCUMENT_PATH } from './document-file';

interface Given {
  method: string;
  path: string;
  status: number;
  contentType: string;
  text: string;
}

const given = vi.hoisted((): Given[] => []);

vi.mock('../../server/api-facade', async (importOriginal) => {
  const original = await importOriginal<{ createApiFacade: typeof CreateApiFacade }>();
  const createApiFacade: typeof CreateApiFacade = (options) => {
    const facade = original.createApiFacade(options);
    const handle: typeof facade.handle = async (request, device) => {
      const { method } = request;
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const response = await facade.handle(request, device);
      const text = await response.clone().text();
      given.push({
        method,
        path,
        status: response.status,
        contentType: response.headers.get('Content-Type') ?? '',
        text,
      });
      return response;
    };
    return { ...facade, handle };
  };
  return { ...original, createApiFacade };
});

// The contract suite runs each test against the demo store and the HTTP adapter; only the HTTP runs reach the
// façade, so the demo rows of its `describe.each` are left out here.
const realDescribe = describe;
type Rows = readonly (readonly unknown[])[];
const httpOnly = Object.assign((...args: Parameters<typeof describe>) => realDescribe(...args), realDescribe, {
  each: (rows: Rows) => {
    const http = rows.filter((row) => row[0] === 'http');
    if (!http.length) throw new Error('the contract suite has no http row any more: update facade-answers.test.ts');
    return realDescribe.each(http as unknown[][]);
  },
});
vi.stubGlobal('describe', httpOnly);
await import('../../src/data/contract/contract.test');
await import('../../src/data/contract/wire.test');
await import('../../src/data/contract/stored-files.test');
vi.unstubAllGlobals();

type Response = { $ref?: string; content?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };
const document = JSON.parse(readFileSync(new URL(`../../${DOCUMENT_PATH}`, import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response>; schemas: Record<string, object> };
};

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));
/** The concrete path's template: a literal one first ('/polls/active' before '/polls/{id}'). */
const templateOf = (path: string) =>
  templates.find((t) => t.template === path)?.template ?? templates.find((t) => t.pattern.test(path))?.template;
/** Each component schema is its own schema in Ajv, compiled once; refs to it are rewritten to its id. */
const withComponents = (schema: object) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"component:')) as object;

describe('the façade against docs/api/openapi.json', () => {
  test('every JSON answer it gave in the contract suite validates against its call and status', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
    for (const [name, schema] of Object.entries(document.components.schemas))
      ajv.addSchema({ ...withComponents(schema), $id: `component:${name}` });
    const problems: string[] = [];
    let checked = 0;
    const compiled = new Map<string, ValidateFunction>();
    for (const answer of given) {
      // Stored files are served under /files/, which the app opens as plain URLs, never through the adapter.
      if (answer.path.startsWith('/files/')) continue;
      const template = templateOf(answer.path);
      const method = answer.method.toLowerCase();
      const operation = template ? document.paths[template]?.[method] : undefined;
      if (!operation) {
        if (answer.status !== 404) problems.push(`${answer.method} ${answer.path}: not in the document`);
        continue;
      }
      const status = answer.status < 300 ? '200' : String(answer.status);
      const key = status in operation.responses ? status : 'default';
      const response = operation.responses[key];
      const content = response?.$ref
        ? document.components.responses[response.$ref.split('/').pop()!]?.content
        : response?.content;
      const schema = (content?.['application/json'] as { schema?: object } | undefined)?.schema;
      if (!schema) continue;
      const ref = JSON.stringify(schema);
      const validate = compiled.get(ref) ?? ajv.compile(withComponents(schema));
      compiled.set(ref, validate);
      let body: unknown;
      try {
        body = JSON.parse(answer.text);
      } catch {
        problems.push(`${answer.method} ${answer.path} ${answer.status}: no JSON (${answer.contentType})`);
        continue;
      }
      checked += 1;
      if (!validate?.(body))
        problems.push(`${answer.method} ${answer.path} ${answer.status}: ${ajv.errorsText(validate?.errors)}`);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  });
});
