/*
 * How the api adapter reads an answer, as data: derived from a zod schema by derive-read-plan.ts and kept in
 * read-plans/, so that reading an answer needs no schema library (docs/decisions/070-the-api-adapter-reads-by-plans.md).
 */

export type PlanNode =
  /** The domain's id: a positive integer, and a field no entry can do without. */
  | { readonly type: 'id' }
  /** A finite number; `min` and `max` are the bounds it may reach. */
  | { readonly type: 'number'; readonly int?: true; readonly min?: number; readonly max?: number }
  | {
      readonly type: 'string';
      readonly minLength?: number;
      readonly maxLength?: number;
      /** A date and time `Date.parse` reads. */
      readonly dateTime?: true;
    }
  | { readonly type: 'boolean' }
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'nullable' | 'optional' | 'array'; readonly of: PlanNode }
  | { readonly type: 'default'; readonly of: PlanNode; readonly value: unknown }
  | { readonly type: 'object'; readonly fields: Readonly<Record<string, PlanNode>> }
  /** One of the options, each read as it is (no fallback, no number from text). */
  | { readonly type: 'union'; readonly of: readonly PlanNode[] };

declare const reads: unique symbol;

/** A plan that reads into `T` (the type of the schema it was derived from). */
export type Plan<T> = PlanNode & { readonly [reads]?: T };

/** What a reader made of an answer: the value, or the field it could not do without. */
export type Reading<T> = { ok: true; value: T } | { ok: false; field?: string };

export type Reader<T> = (raw: unknown) => Reading<T>;
