import { ImageProcessingError, prepareImage } from './images';
import { fileStarts } from '../testing/upload-files';

// What Chromium's decoder says about a corrupt file: English, never fit for the German UI.
const BROWSER_MESSAGE = 'The source image could not be decoded.';

afterEach(() => vi.unstubAllGlobals());

test('a file the browser cannot decode is refused with a German reason naming it', async () => {
  vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException(BROWSER_MESSAGE, 'InvalidStateError')));
  const corrupt = new File([fileStarts.png], 'kaputt.png', { type: 'image/png' });

  const error: unknown = await prepareImage(corrupt).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageProcessingError);
  expect((error as Error).message).toBe('„kaputt.png“ ist beschädigt oder kein unterstütztes Bildformat.');
});

test('a file that is no image or too large is refused before decoding', async () => {
  const decode = vi.fn();
  vi.stubGlobal('createImageBitmap', decode);
  await expect(prepareImage(new File(['a,b'], 'liste.csv', { type: 'text/csv' }))).rejects.toThrow(
    new ImageProcessingError('Bitte wählen Sie eine Bilddatei (z. B. JPG, PNG, WebP).'),
  );
  const huge = new File(['x'], 'riesig.jpg', { type: 'image/jpeg' });
  Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
  await expect(prepareImage(huge)).rejects.toThrow(new ImageProcessingError('Das Bild ist größer als 20 MB.'));
  expect(decode).not.toHaveBeenCalled();
});

test('SVG is not kept as it is: the decoder refuses it, as the store would', async () => {
  vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException(BROWSER_MESSAGE, 'InvalidStateError')));
  await expect(prepareImage(new File([fileStarts.svg], 'logo.svg', { type: 'image/svg+xml' }))).rejects.toThrow(
    new ImageProcessingError('„logo.svg“ ist beschädigt oder kein unterstütztes Bildformat.'),
  );
});
