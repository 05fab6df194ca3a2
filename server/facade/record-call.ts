/** One part of a multipart body as it arrived: a file part, or a text part with its text. */
export type RecordedPart = { name: string; file: true } | { name: string; file: false; text: string };

/** A body as it arrived: the JSON object's field names, the multipart parts in order, or another content type. */
export type RecordedBody = { json: string[] } | { form: RecordedPart[] } | { other: string } | null;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string with its '?', or '' for none. */
  query: string;
  authorization: string | null;
  accept: string | null;
  contentType: string | null;
  body: RecordedBody;
}

/** Reads a copy of the body, so the route handler still gets the original. */
export async function recordBody(request: Request): Promise<RecordedBody> {
  const type = request.headers.get('Content-Type') ?? '';
  const copy = request.clone();
  if (type.startsWith('multipart/form-data')) {
    // Not a form after all (a missing or wrong boundary): recorded as such; the route refuses it with 400.
    const form = await copy.formData().catch(() => null);
    if (!form) return { other: type };
    const parts = [...form.entries()];
    return {
      form: parts.map(([name, value]) =>
        typeof value === 'string' ? { name, file: false, text: value } : { name, file: true },
      ),
    };
  }
  const text = await copy.text();
  if (type.startsWith('application/json')) {
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      return {
        json: typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.keys(parsed) : [],
      };
    } catch {
      // Not JSON after all: recorded as such; the route answers it as it would anyway.
    }
  }
  return type || text ? { other: type } : null;
}
