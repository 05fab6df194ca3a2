// @vitest-environment node
import { readMultipart } from './multipart';

/** A body as fetch would send it, and what the fetch API's own parser reads from it. */
async function encoded(form: FormData) {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? '';
  const body = Buffer.from(await request.arrayBuffer());
  return {
    body,
    contentType,
    reference: await new Request('http://x/', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType },
    }).formData(),
  };
}

async function entries(form: FormData) {
  return Promise.all(
    [...form.entries()].map(async ([name, value]) =>
      typeof value === 'string'
        ? [name, value]
        : [name, value.name, value.type, Buffer.from(await value.arrayBuffer()).toString('base64')],
    ),
  );
}

test('reads fields and files as the fetch API does: umlauts, repeated names, quotes in file names, empty files', async () => {
  const form = new FormData();
  form.append('content', 'Grüße aus Erfurt\r\nzweite Zeile -- mit Bindestrichen');
  form.append('assignedTo[]', '1');
  form.append('assignedTo[]', '2');
  form.append(
    'attachments[]',
    new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0x0d, 0x0a, 0x2d, 0x2d])], { type: 'image/jpeg' }),
    'Flip"chart" 1.jpg',
  );
  form.append('attachments[]', new Blob([], { type: 'application/pdf' }), 'leer.pdf');
  const { body, contentType, reference } = await encoded(form);
  const read = readMultipart(body, contentType);
  expect(read).not.toBeNull();
  expect(await entries(read ?? new FormData())).toEqual(await entries(reference));
});

test('leaves what it does not understand to the fetch API: no boundary, another type, a cut body', async () => {
  const form = new FormData();
  form.append('content', 'Hallo');
  const { body, contentType } = await encoded(form);
  expect(readMultipart(body, 'multipart/form-data')).toBeNull();
  expect(readMultipart(body, 'application/json')).toBeNull();
  expect(readMultipart(body.subarray(0, body.length - 10), contentType)).toBeNull();
  expect(readMultipart(Buffer.from('kein multipart'), contentType)).toBeNull();
});
