import { jsonOf, type Json } from './json-schema';
import type { Call, FormPart } from './types';

const file = { type: 'string', contentMediaType: 'application/octet-stream' };

function partOf(part: FormPart): Json {
  if ('text' in part) return { ...jsonOf(part.text), description: 'als Text (null als leerer Text)' };
  if ('json' in part) return { type: 'string', contentMediaType: 'application/json', contentSchema: jsonOf(part.json) };
  if ('each' in part)
    return { type: 'array', items: jsonOf(part.each), description: 'ein Teil je Eintrag, alle unter diesem Namen' };
  return part.file === 'one'
    ? { ...file, description: 'eine Datei' }
    : { type: 'array', items: file, description: 'ein Teil je Datei, alle unter diesem Namen' };
}

/** The request body as the adapter sends it: JSON from the domain's draft, or the multipart form's parts. */
export function requestBodyOf(call: Call): Json | null {
  const { body } = call;
  if (!body) return null;
  if ('json' in body) return { required: true, content: { 'application/json': { schema: jsonOf(body.json) } } };
  const properties = Object.fromEntries(Object.entries(body.form).map(([name, part]) => [name, partOf(part)]));
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
}
