/** Uploaded images are scaled down in the browser to at most this many pixels on the long side. */
export const MAX_IMAGE_EDGE = 1600;
/** Larger originals are refused before decoding, to keep the tab responsive. */
export const MAX_IMAGE_INPUT_BYTES = 20 * 1024 * 1024;

export interface PreparedImage {
  name: string;
  type: string;
  blob: Blob;
}

/** A refusal with a German message fit to show (SPEC §8 texts are put before it by the caller). */
export class ImageProcessingError extends Error {
  override name = 'ImageProcessingError';
}

const CONVERSION_FAILED = 'Das Bild konnte nicht umgewandelt werden.';

/**
 * The browser's decoder rejects a corrupt or unsupported file with its own, English message
 * ('The source image could not be decoded.'); only a German one may reach the user.
 */
async function decode(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch {
    throw new ImageProcessingError(`„${file.name}“ ist beschädigt oder kein unterstütztes Bildformat.`);
  }
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Checks type and size, then scales a raster image so its long side is at most 1600 px (WebP, else
 * JPEG). Images already small enough are kept as they are. SVG is refused, as by the store.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  if (!file.type.startsWith('image/'))
    throw new ImageProcessingError('Bitte wählen Sie eine Bilddatei (z. B. JPG, PNG, WebP).');
  if (file.size > MAX_IMAGE_INPUT_BYTES) throw new ImageProcessingError('Das Bild ist größer als 20 MB.');
  // No shortcut for SVG (it can carry script): the decoder refuses it, as the store's upload check does.
  const bitmap = await decode(file);
  const scale = Math.min(1, MAX_IMAGE_EDGE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= 1024 * 1024) {
    bitmap.close();
    return { name: file.name, type: file.type, blob: file };
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  // Without a 2D context the canvas would stay blank and be stored as an empty image.
  if (!context) {
    bitmap.close();
    throw new ImageProcessingError(CONVERSION_FAILED);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = (await canvasToBlob(canvas, 'image/webp', 0.85)) ?? (await canvasToBlob(canvas, 'image/jpeg', 0.85));
  if (!blob) throw new ImageProcessingError(CONVERSION_FAILED);
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return { name: file.name.replace(/\.[^.]+$/, '') + `.${extension}`, type: blob.type, blob };
}
