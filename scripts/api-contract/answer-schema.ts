import { readers } from './readers';
import type { Json } from './json-schema';
import type { Answer, Call } from './types';

const ref = (component: string): Json => ({ $ref: `#/components/schemas/${component}` });

/** The answer itself, or the same in a `data` field (src/data/http/client.ts: unwrap). */
function dataOrBare(schema: Json, call: Call): Json {
  const envelope: Json = {
    type: 'object',
    properties: {
      data: schema,
      ...(call.success ? { success: { type: 'boolean', description: 'false: die App meldet einen Fehler.' } } : {}),
      message: { type: 'string' },
    },
    required: ['data'],
  };
  return { anyOf: [schema, envelope] };
}

function inner(answer: Answer): Json {
  switch (answer.kind) {
    case 'list':
      return { type: 'array', items: ref(readers[answer.reader].component) };
    case 'one':
      return ref(readers[answer.reader].component);
    case 'settings':
      return {
        anyOf: [
          { type: 'object', properties: { settings: ref('HeroSetting') }, required: ['settings'] },
          ref('HeroSetting'),
        ],
      };
    case 'session':
      return {
        type: 'object',
        properties: { token: { type: 'string', minLength: 1 }, user: ref('User') },
        required: ['token', 'user'],
      };
    case 'check':
      return {
        anyOf: [
          { type: 'boolean' },
          {
            type: 'object',
            properties: {
              allowed: { type: 'boolean' },
              whitelisted: { type: 'boolean' },
              isWhitelisted: { type: 'boolean' },
            },
            description: 'Ohne eines dieser Felder geht die Registrierung weiter und /register entscheidet.',
          },
        ],
      };
    case 'categoryCreated':
      return {
        anyOf: [{ type: 'object', properties: { category: ref('Category') }, required: ['category'] }, ref('Category')],
      };
    default:
      return {};
  }
}

/** The schema of a call's 2xx answer as the adapter reads it; null where it reads none. */
export function answerSchema(call: Call): Json | null {
  const { answer } = call;
  if (answer.kind === 'none') return null;
  if (answer.kind === 'register')
    return {
      type: 'object',
      properties: {
        success: { type: 'boolean', description: 'false: die Registrierung ist abgelehnt, mit message.' },
        message: { type: 'string', description: "Fehlt sie, zeigt die App 'Registrierung erfolgreich'." },
      },
    };
  const schema = dataOrBare(inner(answer), call);
  if (answer.kind === 'list')
    schema.description = 'Eine Liste, bar oder in data. Einträge, die die App nicht lesen kann, lässt sie aus.';
  return schema;
}
