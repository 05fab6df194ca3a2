import { listOf } from './parse';
import type { Plan, PlanNode, Reader, Reading } from './read-plan';

/*
 * A tolerant reader of a server that is not ours (SPEC §3/§7 name the fields, not which of them an answer
 * carries). Read by the plan of the domain's read schema, which stays strict for the demo store's data and the
 * seed: an id (any field of the domain's id type, at any depth) and the fields a resource names as required must
 * be there; every other field that is missing, null or of another type takes the fallback of its type (the
 * schema's own default, '', [], null, false, 0, an enum's first value); unknown fields are dropped; numbers
 * may come as text ("12" → 12). A nested list keeps the entries it can read.
 */

/** "12" → 12, as servers that write numbers as text send them. */
const numberOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/** Stands for no fallback: the field must be there. */
const none = Symbol('required');

/** Whether a value is of a plan's simple type, as it is. */
function accepts(plan: PlanNode): (value: unknown) => boolean {
  switch (plan.type) {
    case 'id':
      return (value) => Number.isSafeInteger(value) && Number(value) > 0;
    case 'number':
      return (value) =>
        typeof value === 'number' &&
        Number.isFinite(value) &&
        !(plan.int && !Number.isSafeInteger(value)) &&
        value >= (plan.min ?? -Infinity) &&
        value <= (plan.max ?? Infinity);
    case 'string':
      return (value) =>
        typeof value === 'string' &&
        value.length >= (plan.minLength ?? 0) &&
        value.length <= (plan.maxLength ?? Infinity) &&
        !(plan.dateTime && Number.isNaN(Date.parse(value)));
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'enum':
      return (value) => plan.values.includes(value as string);
    case 'union': {
      const options = plan.of.map(accepts);
      return (value) => options.some((option) => option(value));
    }
    default:
      throw new TypeError(`Lesepläne: ${plan.type} ist kein einfacher Wert`);
  }
}

/** A reader of a simple value, after `from` (numbers from text). */
function readAs(plan: PlanNode, from = (raw: unknown) => raw): Reader<unknown> {
  const holds = accepts(plan);
  return (raw) => {
    const value = from(raw);
    return holds(value) ? { ok: true, value } : { ok: false };
  };
}

/**
 * The tolerant reader of one resource's answers. `required`: the fields besides ids a screen cannot do without
 * (a title, a name); `fallbacks`: where a type's fallback would say something wrong (a hero image's opacity).
 */
export function tolerant<T>(
  plan: Plan<T>,
  resource: string,
  required: readonly string[] = [],
  fallbacks: Record<string, unknown> = {},
): Reader<T> {
  /** The plan's reader and what it reads as where it cannot be read (`none`: it must be). */
  const lenient = (plan: PlanNode, top?: boolean): [Reader<unknown>, unknown] => {
    switch (plan.type) {
      case 'id':
        return [readAs(plan, numberOf), none];
      case 'number':
        return [readAs(plan, numberOf), 0];
      case 'string':
        return [readAs(plan), ''];
      case 'boolean':
        return [readAs(plan), false];
      case 'enum':
        return [readAs(plan), plan.values[0]];
      case 'nullable':
      case 'optional': {
        const [inner] = lenient(plan.of);
        const empty = plan.type === 'nullable' ? null : undefined;
        return [(raw) => (raw === empty ? { ok: true, value: empty } : inner(raw)), empty];
      }
      case 'default':
        return [lenient(plan.of)[0], plan.value];
      case 'array':
        return [listOf(lenient(plan.of)[0], resource), []];
      case 'union':
        return [readAs(plan), none];
      case 'object': {
        const fields = Object.entries(plan.fields).map(([key, field]): [string, Reader<unknown>, unknown] => {
          const [read, fallback] = lenient(field);
          return [key, read, top && required.includes(key) ? none : key in fallbacks ? fallbacks[key] : fallback];
        });
        // A field that cannot be read takes its fallback (a fresh list each time: rows must not share one); one
        // without a fallback fails the entry, named as the field.
        const readObject = (raw: unknown): Reading<unknown> => {
          if (!raw || typeof raw !== 'object') return { ok: false };
          const row: Record<string, unknown> = {};
          for (const [key, read, fallback] of fields) {
            const got = read(Reflect.get(raw, key));
            if (got.ok) row[key] = got.value;
            else if (fallback !== none) row[key] = Array.isArray(fallback) ? [] : fallback;
            else return { ok: false, field: key };
          }
          return { ok: true, value: row };
        };
        return [readObject, none];
      }
    }
  };
  // The plan is typed by the schema it was derived from; the reader built at run time reads into that type.
  return lenient(plan, true)[0] as Reader<T>;
}
