import { attachmentTypeOf, fileExtension, isLinkAddress } from './attachment-rules';
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

test('a link is a web address (http, https) or a file of this site, written as it is', () => {
  for (const url of [
    'https://example.org/plan.pdf',
    'http://example.org',
    'HTTPS://Example.org/a?b=c#d',
    'https://bücher.example/straße.pdf',
    '/files/plan.pdf',
    '/',
  ]) {
    expect(isLinkAddress(url), url).toBe(true);
  }
});

test('a link with a space, control or format character anywhere is refused, not read with the character left out', () => {
  for (const url of [
    // new URL drops leading C0 controls and spaces and removes tabs and newlines: all three would be script.
    '\u0001javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001data:text/html,<script>alert(1)</script>',
    '\u0001https://example.org/',
    ' https://example.org/',
    'https://exam\tple.org/',
    'https://example.org/\n',
    'https://example.org/\u0000',
    '\u0085https://example.org/',
    'https://example.org/\u00A0',
    '\uFEFFhttps://example.org/',
    '\u200Bhttps://example.org/',
    'https://example.org/\u202Efdp.exe',
    '/files/\u2066plan.pdf',
  ]) {
    expect(isLinkAddress(url), JSON.stringify(url)).toBe(false);
  }
});

test('a link of any other scheme, another host without a scheme or no address at all is refused', () => {
  for (const url of [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'file:///etc/passwd',
    'ftp://example.org/plan.pdf',
    'mailto:a@example.org',
    'blob:https://example.org/1',
    '//evil.example/plan.pdf',
    '/\\evil.example/plan.pdf',
    'https://',
    'plan.pdf',
    'stored-file:12',
    '',
  ]) {
    expect(isLinkAddress(url), JSON.stringify(url)).toBe(false);
  }
});
