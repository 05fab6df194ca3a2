import { render, screen, waitFor } from '@testing-library/react';
import { setRepository } from '../../data/repository-instance';
import { createTestRepository } from '../../testing/demo-context';
import { MemoryStoreNotice } from './memory-store-notice';

async function renderWithStore(inMemory: boolean) {
  const { repo } = await createTestRepository();
  const opened = vi.spyOn(repo.demo!, 'inMemory').mockResolvedValue(inMemory);
  setRepository(repo);
  render(<MemoryStoreNotice />);
  // Testing Library's waitFor: the answer's state update happens inside act().
  await waitFor(() => expect(opened).toHaveBeenCalled());
}

test('a store in memory is announced on the page: nothing will be kept', async () => {
  await renderWithStore(true);
  expect(await screen.findByText(/Speicher nicht verfügbar:/)).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Alles, was Sie jetzt ändern, geht beim Schließen oder Neuladen verloren.',
  );
});

test('a store in the browser’s IndexedDB shows no notice, only the empty live region', async () => {
  await renderWithStore(false);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
