import { attachmentTypeOf, fileExtension } from './attachment-rules';
import { isAllowedCommentFile } from './comment';

test('the MIME type decides when there is one', () => {
  expect(attachmentTypeOf({ name: 'scan', type: 'image/png' })).toBe('image');
  expect(attachmentTypeOf({ name: 'bescheid', type: 'application/pdf' })).toBe('pdf');
  expect(
    attachmentTypeOf({
      name: 'plan.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  ).toBe('other');
  // A name that looks like an image does not outvote a known non-image type.
  expect(attachmentTypeOf({ name: 'notiz.png', type: 'text/plain' })).toBe('other');
});

test('without a MIME type (an attachment given by URL) an image extension makes it an image', () => {
  for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif']) {
    expect(attachmentTypeOf({ name: `bild.${ext}`, type: '' })).toBe('image');
  }
  expect(attachmentTypeOf({ name: 'Foto.JPG', type: '' })).toBe('image');
  expect(attachmentTypeOf({ name: 'Leitfaden.pdf', type: '' })).toBe('pdf');
  expect(attachmentTypeOf({ name: 'Regeln.docx', type: '' })).toBe('other');
  expect(attachmentTypeOf({ name: 'png', type: '' })).toBe('other');
  expect(attachmentTypeOf({ name: 'archiv.png.zip', type: '' })).toBe('other');
});

test('a file extension is the lower-case part after the last dot', () => {
  expect(fileExtension('Bericht.Final.PDF')).toBe('pdf');
  expect(fileExtension('ohne-endung')).toBe('');
  expect(fileExtension('.gitignore')).toBe('');
});

test('comments accept the raster images and PDF the list can show, also without a MIME type', () => {
  expect(isAllowedCommentFile({ name: 'foto.webp', type: '' })).toBe(true);
  // Only formats whose first bytes the store checks; most browsers cannot show HEIC anyway.
  expect(isAllowedCommentFile({ name: 'foto.heic', type: 'image/heic' })).toBe(false);
  expect(isAllowedCommentFile({ name: 'plan.docx', type: '' })).toBe(false);
});
