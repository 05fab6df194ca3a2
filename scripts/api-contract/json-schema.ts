import * as z from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';
import { idSchema } from '../../src/domain/common';
import { readers, type Reader, type ReaderName } from './readers';

export type Json = Record<string, unknown>;

/** Stands for no fallback: the reader needs the field (as in src/data/http/tolerant.ts). */
const REQUIRED = Symbol('required');

/**
 * A zod schema as JSON Schema (draft 2020-12), as zod emits it. Drafts hold transforms and pipes (trimming, an
 * empty date as null): they are emitted as their input, what the server receives; a construct zod cannot emit
 * (a file's Blob) becomes `{}` (any).
 */
export function jsonOf(schema: z.core.$ZodType): Json {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
}

const said = (value: unknown) => (value === '' ? "'' (leerer Text)" : JSON.stringify(value));

/**
 * The JSON Schema of a read and what the tolerant reader takes where the field cannot be read, by the rules of
 * src/data/http/tolerant.ts: ids and the reader's required fields (and nested objects) must be there; every other
 * field takes its fallback (the schema's own default, '', [], null, false, 0, an enum's first value).
 */
function lenient(schema: z.core.$ZodType, reader: Reader, top: boolean): [Json, unknown] {
  if (schema instanceof z.ZodMiniNumber) return [jsonOf(schema), schema === idSchema ? REQUIRED : 0];
  if (schema instanceof z.ZodMiniString) return [jsonOf(schema), ''];
  if (schema instanceof z.ZodMiniBoolean) return [jsonOf(schema), false];
  if (schema instanceof z.ZodMiniEnum) return [jsonOf(schema), Object.values(schema._zod.def.entries)[0]];
  if (schema instanceof z.ZodMiniNullable)
    return [{ anyOf: [lenient(schema._zod.def.innerType, reader, false)[0], { type: 'null' }] }, null];
  if (schema instanceof z.ZodMiniOptional) return [lenient(schema._zod.def.innerType, reader, false)[0], undefined];
  if (schema instanceof z.ZodMiniDefault)
    return [lenient(schema._zod.def.innerType, reader, false)[0], schema._zod.def.defaultValue];
  if (schema instanceof z.ZodMiniArray) {
    const items = lenient(schema._zod.def.element, reader, false)[0];
    const note = 'Einträge, die die App nicht lesen kann, lässt sie aus.';
    return [{ type: 'array', items, description: note }, []];
  }
  if (schema instanceof z.ZodMiniObject) return [objectOf(schema, reader, top), REQUIRED];
  return [jsonOf(schema), REQUIRED];
}

function objectOf(schema: z.core.$ZodObject, reader: Reader, top: boolean): Json {
  const properties: Json = {};
  const required: string[] = [];
  const fallbacks = reader.fallbacks ?? {};
  for (const [key, field] of Object.entries(schema._zod.def.shape)) {
    const [json, own] = lenient(field, reader, false);
    const fallback = top && reader.required.includes(key) ? REQUIRED : key in fallbacks ? fallbacks[key] : own;
    const notes: string[] = [];
    if (typeof json.description === 'string') notes.push(json.description);
    const alternative = top ? reader.alternatives?.[key] : undefined;
    if (alternative) notes.push(`Fehlt es, liest die App ${alternative}.`);
    if (fallback === REQUIRED) required.push(key);
    else if (fallback !== undefined) notes.push(`Fehlt es, ist es null oder von anderem Typ, gilt ${said(fallback)}.`);
    properties[key] = {
      ...json,
      ...(fallback === REQUIRED || fallback === undefined ? {} : { default: fallback }),
      ...(notes.length ? { description: notes.join(' ') } : {}),
    };
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}

/** The schema of one resource's entries as the adapter reads them. */
export function readerJson(name: ReaderName): Json {
  const reader: Reader = readers[name];
  const json = objectOf(reader.schema, reader, true);
  const needs = Array.isArray(json.required) ? json.required.join(', ') : 'nichts';
  const description =
    `Wie die App einen Eintrag liest (src/data/http/tolerant.ts): sie braucht ${needs}; ein Eintrag ohne ` +
    'diese Felder wird in einer Liste ausgelassen und ist allein nicht lesbar. Jedes andere Feld darf fehlen, null ' +
    'oder von anderem Typ sein und gilt dann als sein default. Zahlen dürfen als Text kommen ("12"). Unbekannte ' +
    'Felder werden übergangen.';
  return { ...json, description };
}
