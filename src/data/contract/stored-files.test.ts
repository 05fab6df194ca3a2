// @vitest-environment node
// Node's own fetch, Request, FormData and Blob: the HTTP adapter builds real multipart bodies here.
import { createHttpRepository } from '../http/create-http-repository';
import { ValidationError } from '../errors';
import { ADMIN_EMAIL, createTestContext, demoSeed, type TestContext } from '../../testing/demo-context';
import { attackFiles, fileStarts, upload } from '../../testing/upload-files';
import { createApiFacade } from '../../../server/api-facade';
import { storedFileHeaders } from '../../../server/facade/stored-file-headers';
import type { Repository } from '../repository';

let ctx: TestContext;
let facade: ReturnType<typeof createApiFacade>;
let repo: Repository;

beforeEach(async () => {
  ctx = await createTestContext();
  facade = createApiFacade({ db: ctx.db, seed: demoSeed, now: ctx.now });
  let token: string | null = null;
  repo = createHttpRepository({
    baseUrl: 'http://kiz.test/api',
    getToken: () => token,
    getUserId: () => null,
    fetch: async (input, init) => facade.handle(new Request(input, init)),
  });
  await ctx.signInAs(ADMIN_EMAIL);
  token = ctx.getToken();
});

const get = (url: string) => facade.handle(new Request(new URL(url, 'http://kiz.test')));

test('/api/files sends images as images and everything else as a download, never sniffed', async () => {
  const task = await repo.tasks.create({
    projectId: 1,
    title: 'Belege',
    description: 'Ablegen',
    files: [
      upload('Foto.png', 'image/png; charset=utf-8', fileStarts.png),
      upload('Rechnung März.pdf', '', fileStarts.pdf),
    ],
  });
  const [image, pdf] = task.attachments;
  expect(image?.url).toMatch(/\/api\/files\/\d+$/);

  const imageResponse = await get(image!.url);
  expect(imageResponse.headers.get('Content-Type')).toBe('image/png');
  expect(imageResponse.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(imageResponse.headers.get('Content-Disposition')).toBeNull();

  const pdfResponse = await get(pdf!.url);
  expect(pdfResponse.headers.get('Content-Type')).toBe('application/pdf');
  expect(pdfResponse.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(pdfResponse.headers.get('Content-Disposition')).toBe("attachment; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf");
  expect(new Uint8Array(await pdfResponse.arrayBuffer())).toEqual(fileStarts.pdf);
});

test('a file stored with any other type is served as bytes to save, never as HTML or SVG', () => {
  expect(storedFileHeaders({ name: 'rechnung.pdf', type: 'text/html' })).toEqual({
    'Content-Type': 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': "attachment; filename*=UTF-8''rechnung.pdf",
  });
  expect(storedFileHeaders({ name: 'logo (alt).svg', type: 'image/svg+xml' })).toEqual({
    'Content-Type': 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': "attachment; filename*=UTF-8''logo%20%28alt%29.svg",
  });
});

test('over the wire, an HTML file named rechnung.pdf is refused with the German message at the files', async () => {
  const error = await repo.tasks
    .create({ projectId: 1, title: 'Belege', description: 'Ablegen', files: [attackFiles.htmlAsPdf()] })
    .catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).fields.files).toBe(
    'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien',
  );
  expect(await ctx.db.files.count()).toBe(0);
});
