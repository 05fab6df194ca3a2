import { addFiles, addUrl } from './task-files';

const file = (name: string, type: string) => new File(['x'], name, { type });
const empty = { attachments: [], files: [] };

test('office documents, PDFs and images can be added to a task', () => {
  const { next, error } = addFiles(empty, [
    file('plan.docx', ''),
    file('bericht.pdf', 'application/pdf'),
    file('foto.png', 'image/png'),
  ]);
  expect(error).toBeNull();
  expect(next.files.map((f) => f.name)).toEqual(['plan.docx', 'bericht.pdf', 'foto.png']);
});

test('a file type outside the list is refused and nothing is added', () => {
  const { next, error } = addFiles(empty, [file('tool.exe', 'application/octet-stream')]);
  expect(error).toBe('Erlaubt sind Bilder (außer SVG), PDF-, Word-, Excel- und PowerPoint-Dateien');
  expect(next).toBe(empty);
});

test('a sixth file is refused with the spec message', () => {
  const five = addFiles(
    empty,
    Array.from({ length: 5 }, (_, i) => file(`d${i}.pdf`, 'application/pdf')),
  ).next;
  const { next, error } = addFiles(five, [file('sechs.pdf', 'application/pdf')]);
  expect(error).toBe('Maximal 5 Dateien können hochgeladen werden');
  expect(next.files).toHaveLength(5);
});

test('an empty URL from the prompt is ignored, a real one becomes an attachment named after its path', () => {
  expect(addUrl(empty, '').next).toBe(empty);
  expect(addUrl(empty, null).next).toBe(empty);
  const { next } = addUrl(empty, ' https://example.org/docs/Leitfaden%20KI.pdf?x=1 ');
  expect(next.attachments).toEqual([
    expect.objectContaining({
      name: 'Leitfaden KI.pdf',
      type: 'pdf',
      url: 'https://example.org/docs/Leitfaden%20KI.pdf?x=1',
    }),
  ]);
});

test('an image given by URL is stored as an image, so the task page previews it', () => {
  const { next } = addUrl(empty, 'https://example.org/bilder/Plakat.webp#oben');
  expect(next.attachments).toEqual([expect.objectContaining({ name: 'Plakat.webp', type: 'image' })]);
  expect(addUrl(empty, 'https://example.org/files/Regeln.docx').next.attachments[0]?.type).toBe('other');
});

test.each(['kein link', 'javascript:alert(1)', 'ftp://example.org/a.pdf', '//fremd.example/a.pdf'])(
  '%s is no link: refused with a German message',
  (typed) => {
    const { next, error } = addUrl(empty, typed);
    expect(error).toBe('Bitte geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt.');
    expect(next).toBe(empty);
  },
);

test('a file of this site and a malformed %-sequence are taken as typed', () => {
  expect(addUrl(empty, '/dokumente/Leitfaden.pdf').next.attachments[0]).toMatchObject({
    name: 'Leitfaden.pdf',
    type: 'pdf',
  });
  expect(addUrl(empty, 'https://example.org/Bericht%E0%A4.pdf').next.attachments[0]?.name).toBe('Bericht%E0%A4.pdf');
});
