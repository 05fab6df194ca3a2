import type * as z from 'zod/mini';
import type { Answer, Call, EndpointKey, Method, RequestBody, Who } from './types';
import type { ReaderName } from './readers';

type Extra = Partial<Pick<Call, 'param' | 'success' | 'body'>>;

/** One write of the catalogue: `route` is the method and the endpoint's key, e.g. 'POST users'. */
export function write(
  name: string,
  route: `${Method} ${EndpointKey}`,
  who: Who,
  summary: string,
  screens: readonly string[],
  answer: Answer,
  extra: Extra = {},
): Call {
  const [method, endpoint] = route.split(' ') as [Method, EndpointKey];
  return { name, method, endpoint, who, summary, screens, answer, ...extra };
}

export const json = (schema: z.core.$ZodType): Extra => ({ body: { json: schema } });
export const form = (body: RequestBody): Extra => ({ body });
export const none: Answer = { kind: 'none' };
export const one = (reader: ReaderName): Answer => ({ kind: 'one', reader });
