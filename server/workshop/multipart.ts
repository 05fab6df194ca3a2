// Reads a multipart/form-data body (RFC 7578) with Buffer.indexOf, which searches natively. The fetch API's
// formData() parses in JavaScript on the event loop: three 2 MiB photos held the loop for 25–75 ms, so a room
// uploading flipcharts stalled everyone's requests. Anything this reader does not understand is left to
// formData(), which then answers as before.

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function boundaryOf(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? null;
}

/** A quoted parameter of Content-Disposition, as browsers write it (quotes and line breaks percent-encoded). */
function parameter(disposition: string, name: string): string | null {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(disposition);
  return match?.[1] === undefined ? null : match[1].replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

/** The body's fields and files, or null when it is not a multipart body this reader can take apart. */
export function readMultipart(body: Buffer, contentType: string): FormData | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const form = new FormData();
  let at = body.indexOf(delimiter);
  if (at !== 0 && (at < 2 || !body.subarray(at - 2, at).equals(CRLF))) return null;
  const between = Buffer.concat([CRLF, delimiter]);
  for (;;) {
    at += delimiter.length;
    // `--` after the delimiter closes the body.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return form;
    if (!body.subarray(at, at + 2).equals(CRLF)) return null;
    const headersEnd = body.indexOf(HEADER_END, at);
    if (headersEnd < 0) return null;
    const headers = body
      .subarray(at + 2, headersEnd)
      .toString('utf8')
      .split('\r\n');
    const next = body.indexOf(between, headersEnd + 4);
    if (next < 0) return null;
    const content = body.subarray(headersEnd + 4, next);
    const header = (name: string) =>
      headers
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim() ?? '';
    const disposition = header('content-disposition');
    const name = parameter(disposition, 'name');
    if (!/^form-data\s*;/i.test(disposition) || name === null) return null;
    const filename = parameter(disposition, 'filename');
    if (filename === null) form.append(name, content.toString('utf8'));
    else {
      // A view, not a copy: the File copies the bytes itself. A request body is never a SharedArrayBuffer.
      const bytes = new Uint8Array(content.buffer as ArrayBuffer, content.byteOffset, content.byteLength);
      form.append(name, new File([bytes], filename, { type: header('content-type') || 'application/octet-stream' }));
    }
    at = next + CRLF.length;
  }
}

/** A request whose form was already read here: the façade's routes call formData() as on any request. */
export class ReadFormRequest extends Request {
  constructor(
    url: URL,
    init: RequestInit,
    private readonly form: FormData,
  ) {
    super(url, init);
  }

  override formData(): Promise<FormData> {
    return Promise.resolve(this.form);
  }
}
