import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { firstHeading, useFocusRescue } from './use-focus-rescue';

/** A region whose button removes itself, one that disables itself, and a link outside the region. */
function Region({ entries = 0 }: { entries?: number }) {
  const region = useRef<HTMLElement>(null);
  useFocusRescue(region, firstHeading);
  const [removed, setRemoved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [extra, setExtra] = useState(0);
  const shown = extra + entries;
  return (
    <>
      <section ref={region}>
        <h2 tabIndex={-1}>Benachrichtigungen</h2>
        {!removed && <button onClick={() => setRemoved(true)}>Als gelesen markieren</button>}
        <button disabled={saving} onClick={() => setSaving(true)}>
          Speichern
        </button>
        <button onClick={() => setExtra((n) => n + 1)}>Mehr</button>
        {Array.from({ length: shown }, (_, i) => (
          <p key={i}>Eintrag {i}</p>
        ))}
      </section>
      <a href="#ausserhalb">Außerhalb</a>
    </>
  );
}

test('when the pressed button disappears, focus moves to the region’s heading instead of the page', async () => {
  render(<Region />);
  await userEvent.click(screen.getByRole('button', { name: 'Als gelesen markieren' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toHaveFocus());
});

test('when the pressed button is disabled while it works, focus moves to the heading', async () => {
  render(<Region />);
  await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Benachrichtigungen' })).toHaveFocus());
});

test('focus the visitor moved out of the region is not pulled back when the region changes', async () => {
  const { rerender } = render(<Region />);
  await userEvent.click(screen.getByRole('button', { name: 'Mehr' }));
  await userEvent.tab();
  const outside = screen.getByRole('link', { name: 'Außerhalb' });
  expect(outside).toHaveFocus();
  outside.blur();
  rerender(<Region entries={3} />);
  expect(await screen.findByText('Eintrag 3')).toBeInTheDocument();
  expect(document.body).toHaveFocus();
});

/** A row whose delete button opens a confirmation outside the region (a portal); confirming removes both at once. */
function RowWithDialog() {
  const region = useRef<HTMLElement>(null);
  useFocusRescue(region, firstHeading);
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <section ref={region}>
        <h2 tabIndex={-1}>Projekte</h2>
        {!deleted && <button onClick={() => setAsking(true)}>Löschen</button>}
      </section>
      {asking && !deleted && (
        <div role="alertdialog" aria-label="Löschen?">
          <button ref={(button) => button?.focus()} onClick={() => setDeleted(true)}>
            Ja, löschen
          </button>
        </div>
      )}
    </>
  );
}

test('when a confirmation dialog goes together with the row that opened it, focus returns to the heading', async () => {
  render(<RowWithDialog />);
  await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
  expect(screen.getByRole('button', { name: 'Ja, löschen' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Ja, löschen' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Projekte' })).toHaveFocus());
});
