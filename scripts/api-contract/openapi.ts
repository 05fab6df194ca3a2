import { answerSchema } from './answer-schema';
import { calls, commentOf, hasParam, paramName, pathOf } from './calls';
import { idSchema } from '../../src/domain/common';
import { jsonOf, readerJson, type Json } from './json-schema';
import { readers, type ReaderName } from './readers';
import { requestBodyOf } from './request-body';
import type { Call } from './types';

const who = {
  guest: 'Gäste und alle Angemeldeten',
  member: 'angemeldete Mitglieder (und Admins)',
  admin: 'nur Admins',
};

/** SPEC §5: no Authorization header on a path that contains login or register (src/data/http/client.ts). */
export const sendsNoToken = (path: string) => /login|register/.test(path);

function descriptionOf(call: Call, path: string): string {
  const comment = commentOf(call.endpoint);
  return [
    `Wer: ${who[call.who]}.`,
    call.screens.length
      ? `Seiten, die es brauchen: ${call.screens.join(', ')}.`
      : 'Keine Seite liest es (nur der Port).',
    call.alsoBy?.length ? `Auch für: ${call.alsoBy.join(', ')} (in der App berechnet).` : '',
    comment ? `endpoints.ts: ${comment}` : '',
    call.success ? '`success: false` in einer 2xx-Antwort gilt als Fehler.' : '',
    call.notFound ? `404: ${call.notFound}.` : '',
    call.otherwise ? `Scheitert es, zeigt die App ${call.otherwise}.` : '',
    sendsNoToken(path) ? 'Ohne Authorization-Header (der Pfad enthält login oder register, SPEC §5).' : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function parametersOf(call: Call): Json[] {
  const path = hasParam(call)
    ? [{ name: paramName(call), in: 'path', required: true, schema: jsonOf(call.param?.schema ?? idSchema) }]
    : [];
  const query = Object.entries(call.query ?? {}).map(([name, description]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string' },
  }));
  return [...path, ...query];
}

function operationOf(call: Call, path: string): Json {
  const schema = answerSchema(call);
  const ok = schema
    ? { description: 'Die Antwort, wie die App sie liest.', content: { 'application/json': { schema } } }
    : { description: 'Der Inhalt wird nicht gelesen: der Status entscheidet.' };
  const security = sendsNoToken(path) ? [] : call.who === 'guest' ? [{}, { bearer: [] }] : [{ bearer: [] }];
  const body = requestBodyOf(call);
  return {
    operationId: call.name,
    summary: call.summary,
    description: descriptionOf(call, path),
    tags: [call.name.split('.')[0]],
    'x-who': call.who,
    'x-screens': call.screens,
    security,
    ...(hasParam(call) || call.query ? { parameters: parametersOf(call) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      '200': ok,
      ...(call.who === 'guest' ? {} : { '401': { $ref: '#/components/responses/Unauthorized' } }),
      ...(call.notFound ? { '404': { description: call.notFound, content: errorContent } } : {}),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

const errorContent = {
  'application/json': {
    schema: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string', description: 'Zeigt die App; fehlt sie, ihren eigenen Text.' },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Meldungen je Feld' },
      },
    },
  },
};

const info = {
  title: 'KIZ Kollaboration: die /api, wie die App sie liest',
  version: '1',
  description: [
    'Jeder Aufruf, den der HTTP-Adapter (src/data/http/) macht, mit den Pfaden aus src/data/http/endpoints.ts und',
    'den Antworten, wie die toleranten Leser sie lesen: `required` nennt, was ein Eintrag braucht; jedes andere Feld',
    'darf fehlen und gilt dann als sein `default`. Erzeugt aus scripts/api-contract/calls.ts mit `npm run api:docs`;',
    'ein Test schlägt fehl, wenn es vom Code abweicht. Prüfen eines Servers: `npm run api:check -- --base URL`.',
  ].join(' '),
};

/** The OpenAPI 3.1 document of every call in the catalogue. */
export function buildDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const call of calls) {
    const path = pathOf(call);
    const item = (paths[path] ??= {});
    const method = call.method.toLowerCase();
    if (method in item) throw new Error(`${call.method} ${path} steht zweimal im Katalog`);
    item[method] = operationOf(call, path);
  }
  const schemas = Object.fromEntries(
    (Object.keys(readers) as ReaderName[]).map((name) => [readers[name].component, readerJson(name)]),
  );
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api', description: 'VITE_API_BASE_URL (Standard: /api)' }],
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Das Token aus POST /login.' } },
      responses: {
        Unauthorized: { description: 'Keine gültige Sitzung: die App meldet ab.', content: errorContent },
        Error: { description: 'Ein Fehler (4xx/5xx).', content: errorContent },
      },
    },
  };
}
