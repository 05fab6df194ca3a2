// @vitest-environment node
// The committed document is the code's: regenerated here, it must be the same, and a valid OpenAPI 3.1 document.
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import endpointsSource from '../../src/data/http/endpoints.ts?raw';
import { DOCUMENT_PATH } from './document-file';
import { buildDocument } from './openapi';

const root = new URL('../../', import.meta.url).pathname;
const committed = () => readFileSync(`${root}${DOCUMENT_PATH}`, 'utf8');

test('docs/api/openapi.json is what `npm run api:docs` writes from the code (run it after changing a call)', () => {
  // Its formatting is prettier's, which `npm run lint` checks.
  expect(JSON.parse(committed())).toEqual(JSON.parse(JSON.stringify(buildDocument())));
});

test('the document validates as OpenAPI 3.1', async () => {
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(committed()) as Record<string, unknown>);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(validator.version).toBe('3.1');
});

type Operation = { description: string; security: unknown[]; responses: Record<string, unknown> };

test('paths are as endpoints.ts has them, its DECISION lines given as descriptions, and the bearer rule as security', () => {
  const document = JSON.parse(committed()) as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, { required?: string[]; properties: Record<string, { default?: unknown }> }> };
  };
  const operation = (path: string, method: string) => document.paths[path]?.[method];
  expect(operation('/projects/user-groups', 'get')?.description).toContain(
    'endpoints.ts: DECISION: the spec writes GET /api/projects/user-groups',
  );
  expect(operation('/configuration/settings/{key}', 'delete')?.description).toContain("the singular 'configuration'");
  const decisions = endpointsSource.match(/\/\/ DECISION: [^\n]+/g) ?? [];
  const descriptions = JSON.stringify(Object.values(document.paths).flatMap((item) => Object.values(item)));
  for (const decision of decisions) expect(descriptions).toContain(decision.slice(3));
  expect(operation('/login', 'post')?.security).toEqual([]);
  expect(operation('/register', 'post')?.security).toEqual([]);
  expect(operation('/notifications', 'get')?.security).toEqual([{ bearer: [] }]);
  expect(Object.keys(operation('/products/{id}/update', 'post')?.responses ?? {})).toEqual(['200', '401', 'default']);
  // What the tolerant reader needs is required; every other field carries the default it reads.
  const { Product, Task } = document.components.schemas;
  expect(Product?.required).toEqual(['id', 'title']);
  expect(Product?.properties.description?.default).toBe('');
  expect(Task?.required).toEqual(['id', 'projectId', 'title']);
  expect(Task?.properties.priority?.default).toBe('medium');
});
