import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { prepareImage } from '../lib/images';
import { ImageInput, type ImageInputProps, type ImageItem } from './image-input';
import { chooseFiles, fileStarts } from '../testing/upload-files';

const SPEC_TEXT = 'Fehler beim Verarbeiten der Bilder';

function Harness({ prepare }: Pick<ImageInputProps, 'prepare'>) {
  const [value, setValue] = useState<ImageItem[]>([]);
  return (
    <ImageInput
      label="Weitere Bilder"
      multiple
      value={value}
      onChange={setValue}
      prepare={prepare}
      errorText={SPEC_TEXT}
    />
  );
}

async function upload(prepare: ImageInputProps['prepare'], file: File) {
  const user = userEvent.setup();
  render(<Harness prepare={prepare} />);
  await chooseFiles(user, screen.getByRole('button', { name: 'Bilder hinzufügen' }), file);
  return screen.findByRole('alert');
}

afterEach(() => vi.unstubAllGlobals());

test('a corrupt image shows the spec text and a German reason, never the browser’s English message', async () => {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn().mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError')),
  );
  const alert = await upload(prepareImage, new File([fileStarts.png], 'foto.png', { type: 'image/png' }));
  expect(alert).toHaveTextContent(`${SPEC_TEXT}: „foto.png“ ist beschädigt oder kein unterstütztes Bildformat.`);
  expect(alert).not.toHaveTextContent(/decoded/);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('an unexpected error shows the spec text alone', async () => {
  const prepare = vi.fn().mockRejectedValue(new TypeError('Failed to execute toBlob on HTMLCanvasElement'));
  const alert = await upload(prepare, new File(['x'], 'foto.png', { type: 'image/png' }));
  expect(alert).toHaveTextContent(new RegExp(`^${SPEC_TEXT}$`));
});
