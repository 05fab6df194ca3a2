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
const numberOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** Stands for no fallback: the field must be there. */
const none = Symbol('required');

/**
 * The tolerant reader of one resource's answers. `required`: the fields besides ids a screen cannot do without
 * (a title, a name); `fallbacks`: where a type's fallback would say something wrong (a hero image's opacity).
 */
export function tolerant<S extends Schema>(
  schema: S,
  resource: string,
  required: readonly string[] = [],
  fallbacks: Record<string, unknown> = {},
): z.ZodMiniType<z.output<S>> {
  /** The schema and what it reads as where it cannot be read (`none`: it must be). */
  const lenient = (schema: Schema, top?: boolean): [Schema, unknown] => {
    if (schema instanceof z.ZodMiniNumber)
      return [z.pipe(z.transform(numberOf), schema), schema === idSchema ? none : 0];
    if (schema instanceof z.ZodMiniString) return [schema, ''];
    if (schema instanceof z.ZodMiniBoolean) return [schema, false];
    if (schema instanceof z.ZodMiniEnum) return [schema, Object.values(schema._zod.def.entries)[0]];
    if (schema instanceof z.ZodMiniNullable) return [z.nullable(lenient(schema._zod.def.innerType)[0]), null];
    if (schema instanceof z.ZodMiniOptional) return [z.optional(lenient(schema._zod.def.innerType)[0]), undefined];
    if (schema instanceof z.ZodMiniDefault)
      return [lenient(schema._zod.def.innerType)[0], schema._zod.def.defaultValue];
    if (schema instanceof z.ZodMiniArray) return [listOf(lenient(schema._zod.def.element)[0], resource), []];
    if (schema instanceof z.ZodMiniObject) {
      const fields = Object.entries(schema._zod.def.shape).map(([key, field]): [string, Schema, unknown] => {
        const [read, fallback] = lenient(field);
        return [key, read, top && required.includes(key) ? none : key in fallbacks ? fallbacks[key] : fallback];
      });
      // A field that cannot be read takes its fallback (a fresh list each time: rows must not share one); one
      // without a fallback fails the entry, named in the issue's path.
      return [
        z.transform((raw, ctx) => {
          const row: Record<string, unknown> = {};
          if (!raw || typeof raw !== 'object') ctx.issues.push({ code: 'custom', input: raw, message: 'object' });
          else
            for (const [key, read, fallback] of fields) {
              const got = z.safeParse(read, Reflect.get(raw, key));
              if (got.success) row[key] = got.data;
              else if (fallback !== none) row[key] = Array.isArray(fallback) ? [] : fallback;
              else ctx.issues.push({ code: 'custom', path: [key], input: raw, message: key });
            }
          return row;
        }),
        none,
      ];
    }
    return [schema, none];
  };
  // The derived schema reads into the domain's shape; zod cannot type a schema built at run time.
  return lenient(schema, true)[0] as z.ZodMiniType<z.output<S>>;
}
