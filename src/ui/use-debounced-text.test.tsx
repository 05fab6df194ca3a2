import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useDebouncedText } from './use-debounced-text';

/** A field whose handed-on text lives in its parent, as a search kept in the address. */
function Search({ onCommit }: { onCommit: (text: string) => void }) {
  const [outside, setOutside] = useState('');
  const field = useDebouncedText(outside, (text) => {
    onCommit(text);
    setOutside(text);
  });
  return (
    <>
      <input
        aria-label="Suche"
        value={field.text}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
      />
      <p>Gesucht: {outside}</p>
      <button onClick={() => setOutside('')}>Zurücksetzen</button>
      <button onClick={() => setOutside('von außen')}>Zurück</button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function type(text: string) {
  const input = screen.getByRole('textbox', { name: 'Suche' });
  fireEvent.change(input, { target: { value: text } });
}

test('keeps every typed text at once and hands it on only after the pause', () => {
  const commit = vi.fn();
  render(<Search onCommit={commit} />);
  type('T');
  act(() => vi.advanceTimersByTime(200));
  type('Ta');
  act(() => vi.advanceTimersByTime(299));
  expect(screen.getByRole('textbox')).toHaveValue('Ta');
  expect(commit).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(commit).toHaveBeenCalledExactlyOnceWith('Ta');
  expect(screen.getByText('Gesucht: Ta')).toBeInTheDocument();
});

test('typing on while the handed-on text comes back keeps the newer text', () => {
  const commit = vi.fn();
  render(<Search onCommit={commit} />);
  type('Tas');
  act(() => vi.advanceTimersByTime(300));
  type('Tast');
  expect(screen.getByRole('textbox')).toHaveValue('Tast');
  act(() => vi.advanceTimersByTime(300));
  expect(commit).toHaveBeenLastCalledWith('Tast');
  expect(screen.getByRole('textbox')).toHaveValue('Tast');
});

test('leaving the field hands the text on at once, and only once', () => {
  const commit = vi.fn();
  render(<Search onCommit={commit} />);
  type('Über');
  fireEvent.blur(screen.getByRole('textbox'));
  expect(commit).toHaveBeenCalledExactlyOnceWith('Über');
  act(() => vi.advanceTimersByTime(1000));
  expect(commit).toHaveBeenCalledOnce();
});

test('a change from outside replaces the text and drops the pending hand-on', () => {
  const commit = vi.fn();
  render(<Search onCommit={commit} />);
  type('Tastatur');
  act(() => vi.advanceTimersByTime(300));
  type('Tastatur-T');
  fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
  expect(screen.getByRole('textbox')).toHaveValue('von außen');
  act(() => vi.advanceTimersByTime(1000));
  expect(commit).toHaveBeenCalledExactlyOnceWith('Tastatur');

  fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
  expect(screen.getByRole('textbox')).toHaveValue('');
});

test('nothing is handed on after the field is gone', () => {
  const commit = vi.fn();
  const { unmount } = render(<Search onCommit={commit} />);
  type('Tast');
  unmount();
  act(() => vi.advanceTimersByTime(1000));
  expect(commit).not.toHaveBeenCalled();
});
