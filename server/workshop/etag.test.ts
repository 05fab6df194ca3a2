// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { conditionalAnswer, entityTag, noneMatchNames } from './etag';

const list = Buffer.from(JSON.stringify({ data: [{ id: 1, title: 'Impressum' }] }));

test('the tag is strong, quoted and follows the bytes', () => {
  const tag = entityTag(list);
  expect(tag).toMatch(/^"[\w-]{27}"$/);
  expect(entityTag(Buffer.from(list))).toBe(tag);
  expect(entityTag(Buffer.from(JSON.stringify({ data: [{ id: 1, title: 'Impressum!' }] })))).not.toBe(tag);
});

test('a first read gets the whole answer with its tag, kept by the browser only to ask again', () => {
  expect(conditionalAnswer(undefined, 200, list)).toEqual({
    status: 200,
    headers: { ETag: entityTag(list), 'Cache-Control': 'private, no-cache', Vary: 'Authorization' },
    body: list,
  });
});

test('a read that already holds the answer gets a 304 without body, with the headers a 200 would carry', () => {
  const tag = entityTag(list);
  expect(conditionalAnswer(tag, 200, list)).toEqual({
    status: 304,
    headers: { ETag: tag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization' },
    body: undefined,
  });
});

test('a changed answer is sent whole again, with its new tag', () => {
  const changed = Buffer.from(JSON.stringify({ data: [] }));
  const answer = conditionalAnswer(entityTag(list), 200, changed);
  expect(answer).toMatchObject({ status: 200, body: changed, headers: { ETag: entityTag(changed) } });
});

test('refusals and errors pass unchanged, without tag or cache headers', () => {
  const refusal = Buffer.from(JSON.stringify({ message: 'Nicht gefunden' }));
  for (const status of [201, 204, 304, 400, 401, 403, 404, 429, 500, 503])
    expect(conditionalAnswer('*', status, refusal)).toEqual({ status, headers: {}, body: refusal });
});

describe('If-None-Match as RFC 9110 §13.1.2 reads it', () => {
  const tag = '"abc"';
  test.each([
    ['the same tag', '"abc"', true],
    ['a weak tag with the same opaque tag (weak comparison)', 'W/"abc"', true],
    ['a list that holds it', '"x", W/"y" ,"abc"', true],
    ['a list without spaces', '"x","abc"', true],
    ['*, which any current answer matches', '*', true],
    ['* with spaces around', ' * ', true],
    ['another tag', '"abd"', false],
    ['a tag that holds it as a part', '"abcd", "xabc"', false],
    ['a tag that holds it before a comma', '"abc,x"', false],
    ['the tag unquoted', 'abc', false],
    ['an empty header', '', false],
    ['no header', undefined, false],
  ])('%s', (_name, header, matches) => {
    expect(noneMatchNames(header, tag)).toBe(matches);
  });

  test('a tag with a comma inside is read whole', () => {
    expect(noneMatchNames('"x", W/"a,b"', '"a,b"')).toBe(true);
  });
});

describe("over HTTP, with Node's fetch (tests, the load bench)", () => {
  let server: Server;
  let url: string;
  let body = list;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = conditionalAnswer(req.headers['if-none-match'], 200, body);
      res.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/footer-pages`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('Node keeps no HTTP cache: every plain read gets the whole answer, as before', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url, { headers: { Authorization: 'Bearer a' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(list.toString());
    }
  });

  test('a client that sends the tag back gets an empty 304 until the answer changes', async () => {
    const first = await fetch(url);
    const tag = first.headers.get('ETag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(url, { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Vary')).toBe('Authorization');
    body = Buffer.from('{"data":[]}');
    const changed = await fetch(url, { headers: { 'If-None-Match': tag } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('{"data":[]}');
  });
});
