// @vitest-environment node
import { attackFiles, docxType, fileStarts, upload } from '../testing/upload-files';
import { mimeEssence, uploadTypeOf } from './attachment-rules';
import { isAllowedCommentFile } from './comment';
import { commentDraftSchema } from './comment-draft';
import { isAllowedTaskFile } from './task-rules';
import { taskDraftSchema } from './task-draft';
import { checkUploads } from './upload-check';

const COMMENT_TYPES = 'Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien';
const TASK_TYPES = 'Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien';
const mismatch = (name: string) =>
  `Der Inhalt der Datei „${name}“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.`;

test('the MIME essence is lower case and without parameters', () => {
  expect(mimeEssence('Image/SVG+XML; charset=utf-8')).toBe('image/svg+xml');
  expect(mimeEssence(' application/pdf ')).toBe('application/pdf');
  expect(mimeEssence('')).toBe('');
});

test.each(Object.entries(attackFiles))(
  'the document %s is refused for comments and tasks, by name and type already',
  async (_, make) => {
    const file = make();
    expect(isAllowedCommentFile(file)).toBe(false);
    expect(isAllowedTaskFile(file)).toBe(false);
    expect(commentDraftSchema.safeParse({ content: 'x', files: [file] }).success).toBe(false);
    expect(taskDraftSchema.safeParse({ projectId: 1, title: 't', description: 'd', files: [file] }).success).toBe(
      false,
    );
    expect(await checkUploads([file], 'comment')).toEqual({ ok: false, message: COMMENT_TYPES });
    expect(await checkUploads([file], 'task')).toEqual({ ok: false, message: TASK_TYPES });
  },
);

test('parameters of the declared type do not change what the file is', async () => {
  expect(uploadTypeOf({ name: 'a.png', type: 'IMAGE/PNG; foo=bar' }, 'comment')).toBe('image/png');
  expect(uploadTypeOf({ name: 'a.png', type: 'image/svg+xml;charset=utf-8' }, 'comment')).toBeNull();
  expect(uploadTypeOf({ name: 'a.svg', type: 'image/svg+xml' }, 'task')).toBeNull();
  const verdict = await checkUploads([upload('Foto.PNG', 'image/png;charset=utf-8', fileStarts.png)], 'comment');
  expect(verdict.ok && verdict.files.map((f) => [f.type, f.blob.type])).toEqual([['image/png', 'image/png']]);
});

test('real images, PDF and Office files pass with the type their name and bytes agree on', async () => {
  const verdict = await checkUploads(
    [
      upload('bild.png', 'image/png', fileStarts.png),
      upload('foto.jpg', 'image/jpeg', fileStarts.jpeg),
      upload('anim.gif', 'image/gif', fileStarts.gif),
      upload('neu.webp', 'image/webp', fileStarts.webp),
      upload('Protokoll.pdf', 'application/pdf', fileStarts.pdf),
      upload('Bericht.docx', docxType, fileStarts.zip),
      upload('Alt.doc', '', fileStarts.ole2),
      upload('Zahlen.xlsx', 'application/octet-stream', fileStarts.zip),
    ],
    'task',
  );
  expect(verdict.ok && verdict.files.map((f) => f.type)).toEqual([
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'application/pdf',
    docxType,
    'application/msword',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ]);
});

test('a file declared without a type is stored with the type its name and bytes agree on, also on its Blob', async () => {
  const verdict = await checkUploads([upload('scan.pdf', '', fileStarts.pdf)], 'comment');
  expect(verdict.ok && verdict.files.map((f) => [f.type, f.blob.type])).toEqual([
    ['application/pdf', 'application/pdf'],
  ]);
});

test('a PNG declared as image/jpeg is refused, not renamed: name, type and content must agree', async () => {
  expect(await checkUploads([upload('bild.png', 'image/jpeg', fileStarts.png)], 'comment')).toEqual({
    ok: false,
    message: COMMENT_TYPES,
  });
  expect(await checkUploads([upload('bild.jpg', 'image/jpeg', fileStarts.png)], 'comment')).toEqual({
    ok: false,
    message: mismatch('bild.jpg'),
  });
});

test('HTML with a name and type that agree is refused by its first bytes', async () => {
  expect(await checkUploads([upload('rechnung.pdf', 'application/pdf', fileStarts.html)], 'task')).toEqual({
    ok: false,
    message: mismatch('rechnung.pdf'),
  });
  expect(await checkUploads([upload('brief.docx', '', fileStarts.html)], 'task')).toEqual({
    ok: false,
    message: mismatch('brief.docx'),
  });
  expect(await checkUploads([upload('foto.png', '', fileStarts.svg)], 'image')).toEqual({
    ok: false,
    message: mismatch('foto.png'),
  });
});

test('comments take no Office files; pictures of the site only raster images', async () => {
  expect(await checkUploads([upload('Bericht.docx', docxType, fileStarts.zip)], 'comment')).toEqual({
    ok: false,
    message: COMMENT_TYPES,
  });
  expect((await checkUploads([upload('Plan.pdf', 'application/pdf', fileStarts.pdf)], 'image')).ok).toBe(false);
  expect(await checkUploads([upload('logo.svg', 'image/svg+xml', fileStarts.svg)], 'image')).toEqual({
    ok: false,
    message: 'Erlaubt sind nur Bilder im Format PNG, JPEG, GIF, WebP, AVIF oder BMP.',
  });
  expect((await checkUploads([upload('logo.png', 'image/png', fileStarts.png)], 'image')).ok).toBe(true);
});
