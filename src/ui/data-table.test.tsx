import { act, render, screen, within } from '@testing-library/react';
import { DataTable, type Column } from './data-table';

interface Row {
  id: number;
  name: string;
  email: string;
}
const columns: Column<Row>[] = [
  { header: 'Name', cell: (r) => r.name },
  { header: 'E-Mail-Adresse', cell: (r) => r.email },
  { header: 'Aktionen', hiddenHeader: true, cell: (r) => <button type="button">{`Löschen: ${r.name}`}</button> },
];
const rows: Row[] = [{ id: 1, name: 'Nina Nutzer', email: 'nutzer@example.com' }];

// jsdom lays nothing out: the widths the browser would measure, and the observer the browser would call.
let boxWidth = 0;
let tableWidth = 0;
let resized: () => void = () => {};
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {
        resized();
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(() => tableWidth);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTable() {
  render(<DataTable caption="Alle Benutzer" columns={columns} rows={rows} rowKey={(r) => r.id} />);
  const table = screen.getByRole('table', { name: 'Alle Benutzer' });
  return { table, box: table.parentElement!.parentElement! };
}

test('a table that fits stays a table; one that does not becomes cards until there is room again', () => {
  boxWidth = 1100;
  tableWidth = 1000;
  const { box } = renderTable();
  expect(box).not.toHaveAttribute('data-stacked');

  // A phone: the table would need 1000 px in 375.
  boxWidth = 375;
  act(() => resized());
  expect(box).toHaveAttribute('data-stacked');

  // Wider, yet narrower than the table needed: still cards.
  boxWidth = 900;
  act(() => resized());
  expect(box).toHaveAttribute('data-stacked');

  boxWidth = 1000;
  act(() => resized());
  expect(box).not.toHaveAttribute('data-stacked');
});

test('as cards the cells keep their table roles; each names its column except the actions', () => {
  boxWidth = 375;
  tableWidth = 1000;
  const { table } = renderTable();
  const [name, email, actions] = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
  expect(name).toHaveAttribute('data-label', 'Name');
  expect(email).toHaveAttribute('data-label', 'E-Mail-Adresse');
  expect(actions).not.toHaveAttribute('data-label');
  expect(within(actions!).getByRole('button', { name: 'Löschen: Nina Nutzer' })).toBeInTheDocument();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Name', 'E-Mail-Adresse', 'Aktionen']);
});
