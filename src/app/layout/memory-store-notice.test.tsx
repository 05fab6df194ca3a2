import { act, render, screen } from '@testing-library/react';
import { useAppStatus } from '../../stores/app-status';
import { MemoryStoreNotice } from './memory-store-notice';

beforeEach(() => useAppStatus.setState({ memoryStore: false }));

test('a store in memory is announced on the page once it is known: nothing will be kept', () => {
  render(<MemoryStoreNotice />);
  // The live region is there before the news, so the news is announced.
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => useAppStatus.getState().setMemoryStore(true));
  expect(screen.getByRole('status')).toHaveTextContent(
    'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Alles, was Sie jetzt ändern, geht beim Schließen oder Neuladen verloren.',
  );
});

test('a store in the browser’s IndexedDB shows no notice, only the empty live region', () => {
  render(<MemoryStoreNotice />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
