import type { UserEvent } from '@testing-library/user-event';

// Files as uploads arrive: real first bytes for each format the store accepts, and the documents it must refuse.
// Node's Blob and File where a test runs in the node environment, jsdom's in component tests: both read alike.

const bytes = (...parts: (string | number[])[]): Uint8Array<ArrayBuffer> =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

/** The first bytes of each format, followed by a little filler. */
export const fileStarts = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR-rest'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF-rest'),
  gif: bytes('GIF89a-rest'),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n%rest'),
  zip: bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml'),
  ole2: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'rest'),
  html: bytes('<!doctype html><script>alert(localStorage.length)</script>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  xhtml: bytes('<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'),
};

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** An upload as the store receives it: the name and type the browser declared, the Blob with the file's bytes. */
export function upload(name: string, type: string, content: Uint8Array<ArrayBuffer>) {
  return { name, type, blob: new Blob([content], { type }) };
}

/** The three documents that used to pass as attachments and ran script when opened. */
export const attackFiles = {
  htmlAsPdf: () => upload('rechnung.pdf', 'text/html', fileStarts.html),
  svgAsPng: () => upload('foto.png', 'image/svg+xml;charset=utf-8', fileStarts.svg),
  xhtmlAsPdf: () => upload('angebot.pdf', 'application/xhtml+xml', fileStarts.xhtml),
};

const startOf: Record<string, Uint8Array<ArrayBuffer>> = {
  png: fileStarts.png,
  jpg: fileStarts.jpeg,
  jpeg: fileStarts.jpeg,
  gif: fileStarts.gif,
  webp: fileStarts.webp,
  pdf: fileStarts.pdf,
  docx: fileStarts.zip,
  xlsx: fileStarts.zip,
  pptx: fileStarts.zip,
  doc: fileStarts.ole2,
  xls: fileStarts.ole2,
  ppt: fileStarts.ole2,
};

/** A file as a person picks it: the real first bytes of the format its name says (HTML for others), `size` bytes long. */
export function pickedFile(name: string, type: string, size?: number): File {
  const start = startOf[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? fileStarts.html;
  const content = new Uint8Array(Math.max(size ?? start.length, start.length));
  content.set(start);
  return new File([content.slice(0, size ?? content.length)], name, { type });
}

/**
 * Chooses files as a person does: presses the button that opens the browser's file chooser (a hidden file input
 * it clicks), then picks `files` in it.
 */
export async function chooseFiles(user: UserEvent, button: HTMLElement, files: File | File[]) {
  const opened: HTMLInputElement[] = [];
  const noteChooser = (event: Event) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'file') opened.push(event.target);
  };
  document.addEventListener('click', noteChooser, true);
  try {
    await user.click(button);
  } finally {
    document.removeEventListener('click', noteChooser, true);
  }
  const [chooser] = opened;
  if (!chooser) throw new Error('The button opened no file chooser.');
  await user.upload(chooser, files);
}
