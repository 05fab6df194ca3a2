import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ValidationError } from '../../data/errors';
import type { DemoControls } from '../../data/repository';
import { useToasts } from '../../stores/toasts';
import { chooseFiles } from '../../testing/upload-files';
import { DemoTransfer, exportFileName } from './demo-transfer';

const REFUSED = 'Diese Datei ist kein Export der Demodaten. Die Demodaten wurden nicht verändert.';

function setup({ signedIn = false, importData = async (_file: Blob) => {} } = {}) {
  const exportData = vi.fn(async () => new Blob(['{}'], { type: 'application/json' }));
  const demo = { exportData, importData: vi.fn(importData) };
  const onImported = vi.fn();
  render(
    <DemoTransfer demo={demo as Partial<DemoControls> as DemoControls} signedIn={signedIn} onImported={onImported} />,
  );
  return { demo, onImported, user: userEvent.setup() };
}

const file = () => new File(['{"format":"kiz-demo-export"}'], 'kiz-demo-2026-11-20.json', { type: 'application/json' });
const importButton = () => screen.getByRole('button', { name: 'Demodaten importieren' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the export downloads the store’s file under the day’s name', async () => {
  const createObjectURL = vi.fn(() => 'blob:export');
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = createObjectURL;
      static override revokeObjectURL = vi.fn();
    },
  );
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(`${this.download} ${this.href}`);
  });
  const { demo, user } = setup();
  await user.click(screen.getByRole('button', { name: 'Demodaten exportieren' }));
  const name = exportFileName(new Date());
  await waitFor(() => expect(downloads).toEqual([`${name} blob:export`]));
  expect(createObjectURL).toHaveBeenCalledWith(await demo.exportData.mock.results[0]?.value);
  expect(useToasts.getState().toasts.at(-1)?.message).toBe(`Die Demodaten wurden als „${name}“ heruntergeladen.`);
});

test('a chosen file is imported after a confirmation that names it; a member is told of the sign-out', async () => {
  const { demo, onImported, user } = setup({ signedIn: true });
  const chosen = file();
  await chooseFiles(user, importButton(), chosen);
  const confirm = await screen.findByRole('alertdialog', { name: 'Demodaten importieren?' });
  expect(confirm).toHaveTextContent('„kiz-demo-2026-11-20.json“');
  expect(confirm).toHaveTextContent('Sie werden abgemeldet.');
  expect(demo.importData).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Importieren' }));
  await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  expect(demo.importData).toHaveBeenCalledWith(chosen);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('Abbrechen imports nothing', async () => {
  const { demo, onImported, user } = setup();
  await chooseFiles(user, importButton(), file());
  const confirm = await screen.findByRole('alertdialog', { name: 'Demodaten importieren?' });
  expect(confirm).not.toHaveTextContent('abgemeldet');
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(demo.importData).not.toHaveBeenCalled();
  expect(onImported).not.toHaveBeenCalled();
});

test('a refused file leaves its German reason in the panel and nothing else happens', async () => {
  const { onImported, user } = setup({
    importData: async () => {
      throw new ValidationError(REFUSED);
    },
  });
  await chooseFiles(user, importButton(), file());
  await user.click(await screen.findByRole('button', { name: 'Importieren' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(REFUSED);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(onImported).not.toHaveBeenCalled();
});

test('the file’s name carries the local day', () => {
  expect(exportFileName(new Date(2026, 10, 26, 23, 30))).toBe('kiz-demo-2026-11-26.json');
});
