import { render, screen } from '@testing-library/react';
import type { DemoControls } from '../../data/repository';
import { setRepository } from '../../data/repository-instance';
import { createTestRepository } from '../../testing/demo-context';
import { DemoStorageUse, storageUseText } from './demo-storage-use';

const GiB = 1024 ** 3;

test('the storage paragraph gives use, quota and whether the browser keeps the data', () => {
  expect(
    storageUseText({ usageBytes: 2.5 * 1024 * 1024, quotaBytes: 12 * GiB, persisted: true, inMemory: false }),
  ).toBe('Belegter Speicher: 2,5 MB von 12 GB. Der Browser behält die Daten dauerhaft.');
  expect(storageUseText({ usageBytes: 300 * 1024, quotaBytes: null, persisted: false, inMemory: false })).toBe(
    'Belegter Speicher: 300 KB. Der Browser darf die Daten bei Speichermangel löschen.',
  );
  expect(storageUseText({ usageBytes: null, quotaBytes: null, persisted: false, inMemory: false })).toBe(
    'Belegter Speicher: unbekannt. Der Browser darf die Daten bei Speichermangel löschen.',
  );
});

test('a store in memory says that nothing is kept, instead of figures', () => {
  expect(storageUseText({ usageBytes: 1024, quotaBytes: GiB, persisted: false, inMemory: true })).toBe(
    'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Die Daten liegen nur im ' +
      'Arbeitsspeicher dieses Tabs und gehen beim Schließen oder Neuladen verloren.',
  );
});

test('the panel reads the browser’s figures when it opens', async () => {
  const { repo } = await createTestRepository();
  setRepository(repo);
  const demo: DemoControls = repo.demo!;
  vi.spyOn(demo, 'storageInfo').mockResolvedValue({
    usageBytes: 4 * 1024 * 1024,
    quotaBytes: 2 * GiB,
    persisted: false,
    inMemory: false,
  });
  render(<DemoStorageUse demo={demo} />);
  expect(screen.getByText('Speicherbelegung wird ermittelt …')).toBeInTheDocument();
  expect(
    await screen.findByText('Belegter Speicher: 4 MB von 2 GB. Der Browser darf die Daten bei Speichermangel löschen.'),
  ).toBeInTheDocument();
});
