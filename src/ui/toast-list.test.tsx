import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { toast, useToasts } from '../stores/toasts';
import { ToastList } from './toast-list';

const toasts = [
  { id: 1, type: 'success' as const, message: 'Die Demo ist jetzt auf diesem Gerät gespeichert.', leaving: false },
  { id: 2, type: 'error' as const, message: 'Fehler beim Laden der Daten', leaving: false },
];

test('each toast is a list item whose message is announced: errors as alerts, the rest as status', async () => {
  const { container } = render(<ToastList toasts={toasts} onDismiss={vi.fn()} onPause={vi.fn()} onResume={vi.fn()} />);
  const list = screen.getByRole('list', { name: 'Benachrichtigungen der Anwendung' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Die Demo ist jetzt auf diesem Gerät gespeichert.');
  expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Laden der Daten');
  // Lighthouse (axe) counted the list as broken while the items carried the roles themselves.
  const results = await axe.run(container, { runOnly: ['list', 'listitem'] });
  expect(results.violations).toEqual([]);
});

describe('with the store, as the layout shows them', () => {
  /** The root layout's wiring. */
  function Toaster() {
    const shown = useToasts((s) => s.toasts);
    const { dismiss, pause, resume } = useToasts.getState();
    return <ToastList toasts={shown} onDismiss={dismiss} onPause={pause} onResume={resume} />;
  }
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  const leaving = () => useToasts.getState().toasts.map((t) => t.leaving);
  const region = () => screen.getByRole('list', { name: 'Benachrichtigungen der Anwendung' });

  beforeEach(() => useToasts.setState({ toasts: [] }));
  afterEach(() => vi.useRealTimers());

  // Testing Library's user-event waits on timers that fake timers hold still: these tests point and focus directly.
  test('an error stays until it is closed', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.error('Fehler beim Speichern der Seite'));
    wait(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler beim Speichern der Seite');
    expect(leaving()).toEqual([false]);
    fireEvent.click(screen.getByRole('button', { name: 'Meldung schließen' }));
    expect(leaving()).toEqual([true]);
  });

  test('a success waits while the pointer is on it and goes the rest of its 5 s after the pointer left', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.success('Seite wurde gespeichert'));
    wait(1000);
    fireEvent.mouseEnter(region());
    wait(10_000);
    expect(leaving()).toEqual([false]);
    fireEvent.mouseLeave(region());
    wait(3900);
    expect(leaving()).toEqual([false]);
    wait(200);
    expect(leaving()).toEqual([true]);
  });

  test('a success waits while its close button has the focus, also when the pointer comes and goes, and goes on after the focus left', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast.success('Seite wurde gespeichert'));
    wait(1000);
    const close = screen.getByRole('button', { name: 'Meldung schließen' });
    act(() => close.focus());
    fireEvent.mouseEnter(region());
    fireEvent.mouseLeave(region());
    wait(10_000);
    expect(leaving()).toEqual([false]);
    act(() => close.blur());
    wait(3900);
    expect(leaving()).toEqual([false]);
    wait(200);
    expect(leaving()).toEqual([true]);
  });

  test('the keyboard reaches the close button, which closes the toast', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Davor</button>
        <Toaster />
      </>,
    );
    act(() => void toast.error('Fehler beim Speichern der Seite'));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Meldung schließen' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(leaving()).toEqual([true]);
  });
});
