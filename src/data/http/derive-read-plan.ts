import * as z from 'zod/mini';
import { idSchema, isoDateTimeSchema } from '../../domain/common';
import type { PlanNode } from './read-plan';

/*
 * The read plan of a zod schema (read-plan.ts). Only read-plans.test.ts runs it: what a plan cannot say (a
 * refinement it does not know, a transform) stops the derivation with the field's path, so a schema and its plan
 * cannot part.
 */

type Schema = z.core.$ZodType;

const checksOf = (schema: Schema): Record<string, unknown>[] =>
  (schema._zod.def.checks ?? []).map((check) => ({ ...check._zod.def }));

function numberPlan(schema: Schema, path: string): PlanNode {
  const plan: { type: 'number'; int?: true; min?: number; max?: number } = { type: 'number' };
  for (const check of checksOf(schema)) {
    const bound = Number(check.value);
    if (check.check === 'number_format' && check.format === 'safeint') plan.int = true;
    else if (check.check === 'greater_than' && check.inclusive) plan.min = bound;
    else if (check.check === 'less_than' && check.inclusive) plan.max = bound;
    else throw new Error(`${path}: Zahlenprüfung ${String(check.check)} hat keinen Leseplan`);
  }
  return plan;
}

function stringPlan(schema: Schema, path: string): PlanNode {
  const plan: { type: 'string'; minLength?: number; maxLength?: number } = { type: 'string' };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') plan.minLength = Number(check.minimum);
    else if (check.check === 'max_length') plan.maxLength = Number(check.maximum);
    else throw new Error(`${path}: Textprüfung ${String(check.check)} hat keinen Leseplan`);
  }
  return plan;
}

export function derivePlan(schema: Schema, path = ''): PlanNode {
  // The two refinements a plan names: the domain's id, and a date and time.
  if (schema === idSchema) return { type: 'id' };
  if (schema === isoDateTimeSchema) return { type: 'string', dateTime: true };
  if (schema instanceof z.ZodMiniNumber) return numberPlan(schema, path);
  if (schema instanceof z.ZodMiniString) return stringPlan(schema, path);
  if (schema instanceof z.ZodMiniBoolean) return { type: 'boolean' };
  if (schema instanceof z.ZodMiniEnum)
    return { type: 'enum', values: Object.values(schema._zod.def.entries).map(String) };
  if (schema instanceof z.ZodMiniNullable) return { type: 'nullable', of: derivePlan(schema._zod.def.innerType, path) };
  if (schema instanceof z.ZodMiniOptional) return { type: 'optional', of: derivePlan(schema._zod.def.innerType, path) };
  if (schema instanceof z.ZodMiniDefault)
    return { type: 'default', of: derivePlan(schema._zod.def.innerType, path), value: schema._zod.def.defaultValue };
  if (schema instanceof z.ZodMiniArray && !checksOf(schema).length)
    return { type: 'array', of: derivePlan(schema._zod.def.element, `${path}[]`) };
  if (schema instanceof z.ZodMiniObject && !checksOf(schema).length)
    return {
      type: 'object',
      fields: Object.fromEntries(
        Object.entries(schema._zod.def.shape).map(([key, field]) => [
          key,
          derivePlan(field, path ? `${path}.${key}` : key),
        ]),
      ),
    };
  if (schema instanceof z.ZodMiniUnion)
    return { type: 'union', of: schema._zod.def.options.map((option) => derivePlan(option, path)) };
  throw new Error(`${path || 'Schema'}: ${schema._zod.def.type} hat keinen Leseplan`);
}
