import type * as z from 'zod/mini';
import { isAllowedCommentFile } from './comment';
import { isAllowedTaskFile } from './task-rules';
import { commentDraftSchema } from './comment-draft';

function messagesOf<T>(result: z.util.SafeParseResult<T>): string[] {
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

function file(name: string, type: string, bytes = 10) {
  return { name, type, blob: new Blob([new Uint8Array(bytes)], { type }) };
}

const MB = 1024 * 1024;

test('a comment with empty content and no files is refused', () => {
  const result = commentDraftSchema.safeParse({ content: '   ' });
  expect(result.success).toBe(false);
  expect(messagesOf(result)).toEqual(['Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.']);
});

test('a comment with text only is accepted and trimmed', () => {
  const result = commentDraftSchema.parse({ content: '  Gute Idee!  ' });
  expect(result).toEqual({ content: 'Gute Idee!', files: [], parentId: null });
});

test('a comment with a file only is accepted', () => {
  const result = commentDraftSchema.safeParse({ files: [file('foto.png', 'image/png')] });
  expect(result.success).toBe(true);
  expect(result.data?.content).toBe('');
});

test('a comment with three files is accepted', () => {
  const files = [file('a.png', 'image/png'), file('b.pdf', 'application/pdf'), file('c.jpg', 'image/jpeg')];
  expect(commentDraftSchema.safeParse({ content: 'x', files }).success).toBe(true);
});

test('a comment with four files is refused', () => {
  const files = [1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png'));
  expect(messagesOf(commentDraftSchema.safeParse({ content: 'x', files }))).toEqual([
    'Maximal 3 Dateien können angehängt werden',
  ]);
});

test('a comment with a 3 MB file is refused', () => {
  expect(
    messagesOf(commentDraftSchema.safeParse({ content: 'x', files: [file('gross.png', 'image/png', 3 * MB)] })),
  ).toEqual(['Jede Datei darf höchstens 2 MB groß sein']);
});

test('a comment with a file of exactly 2 MB is accepted', () => {
  expect(commentDraftSchema.safeParse({ content: 'x', files: [file('genau.png', 'image/png', 2 * MB)] }).success).toBe(
    true,
  );
});

test('a comment with an executable file is refused', () => {
  expect(
    messagesOf(commentDraftSchema.safeParse({ content: 'x', files: [file('setup.exe', 'application/x-msdownload')] })),
  ).toEqual(['Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien']);
});

test('a reply keeps its parent id', () => {
  expect(commentDraftSchema.parse({ content: 'Antwort', parentId: 4 }).parentId).toBe(4);
});

test('only images and PDF files may be attached to a comment', () => {
  expect(isAllowedCommentFile({ name: 'a.png', type: 'image/png' })).toBe(true);
  expect(isAllowedCommentFile({ name: 'a.pdf', type: 'application/pdf' })).toBe(true);
  expect(isAllowedCommentFile({ name: 'A.PDF', type: '' })).toBe(true);
  expect(
    isAllowedCommentFile({
      name: 'a.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  ).toBe(false);
});

test('SVG is refused for comments and tasks: opened in its own tab, its script would run on this site', () => {
  expect(isAllowedCommentFile({ name: 'bild.svg', type: 'image/svg+xml' })).toBe(false);
  expect(isAllowedCommentFile({ name: 'BILD.SVG', type: '' })).toBe(false);
  expect(isAllowedTaskFile({ name: 'plan.svg', type: 'image/svg+xml' })).toBe(false);
  expect(isAllowedTaskFile({ name: 'plan.png', type: 'image/png' })).toBe(true);
});
