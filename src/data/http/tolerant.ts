import * as z from 'zod/mini';
import { idSchema } from '../../domain/common';
import { listOf } from './parse';

/*
 * A tolerant reader of a server that is not ours (SPEC §3/§7 name the fields, not which of them an answer
 * carries). Derived from the domain's read schema, which stays strict for the demo store's data and the seed:
 * an id (any field of the domain's id type, at any depth) and the fields a resource names as required must be
 * there; every other field that is missing, null or of another type takes the fallback of its type (the
 * schema's own default, '', [], null, false, 0, an enum's first value); unknown fields are dropped; numbers
 * may come as text ("12" → 12). A nested list keeps the entries it can read.
 */

type Schema = z.core.$ZodType;

/** "12" → 12, as servers that write numbers as text send them. */
const numberOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** The schema and, where it may be left out, what it reads as then; `required` names the fields it may not. */
function lenient(schema: Schema, resource: string, required: readonly string[], fallbacks: Record<string, unknown>): [Schema, unknown?] {
  if (schema === idSchema) return [z.pipe(z.transform(numberOf), schema)];
  if (schema instanceof z.ZodMiniNumber) return [z.pipe(z.transform(numberOf), schema), 0];
  if (schema instanceof z.ZodMiniString) return [schema, ''];
  if (schema instanceof z.ZodMiniBoolean) return [schema, false];
  if (schema instanceof z.ZodMiniEnum) return [schema, Object.values(schema._zod.def.entries)[0]];
  if (schema instanceof z.ZodMiniNullable) return [z.nullable(lenient(schema._zod.def.innerType, resource, [], fallbacks)[0]), null];
  if (schema instanceof z.ZodMiniOptional) return [z.optional(lenient(schema._zod.def.innerType, resource, [], fallbacks)[0]), undefined];
  if (schema instanceof z.ZodMiniDefault) return [lenient(schema._zod.def.innerType, resource, [], fallbacks)[0], schema._zod.def.defaultValue];
  if (schema instanceof z.ZodMiniArray) return [listOf(lenient(schema._zod.def.element, resource, [], fallbacks)[0], resource), []];
  if (schema instanceof z.ZodMiniObject) {
    const shape: Record<string, Schema> = {};
    for (const [key, field] of Object.entries(schema._zod.def.shape)) {
      const [read, ...fallback] = lenient(field, resource, [], fallbacks);
      const given = key in fallbacks ? [fallbacks[key]] : fallback;
      // A fresh list per row: rows must not share one the screens might change.
      shape[key] = required.includes(key) || !given.length ? read : z.catch(read, () => (Array.isArray(given[0]) ? [] : given[0]));
    }
    return [z.object(shape)];
  }
  return [schema];
}

/**
 * The tolerant reader of one resource's answers. `required`: the fields besides ids a screen cannot do without
 * (a title, a name); `fallbacks`: where a type's fallback would say something wrong (a hero image's opacity).
 */
export function tolerant<S extends Schema>(schema: S, resource: string, required: readonly string[] = [], fallbacks: Record<string, unknown> = {}): z.ZodMiniType<z.output<S>> {
  // The derived schema reads into the domain's shape; zod cannot type a schema built at run time.
  return lenient(schema, resource, required, fallbacks)[0] as z.ZodMiniType<z.output<S>>;
}
