import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStatus } from '../../stores/app-status';
import { hasUnsavedInput, useUnsavedInput } from '../../stores/unsaved-input';
import UpdateNotice from './update-notice';

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedInput(dirty);
  return null;
}

const update = () => screen.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });

// Runs before Testing Library unmounts the notice (the file's after-hooks come first), so the reset re-renders it.
afterEach(() => act(() => useAppStatus.setState({ updateReady: false, applyUpdate: null })));

test('without unsaved input the update applies at once', async () => {
  const apply = vi.fn();
  act(() => useAppStatus.getState().setUpdateReady(apply));
  render(
    <>
      <UpdateNotice />
      <Form dirty={false} />
    </>,
  );
  await userEvent.click(update());
  expect(apply).toHaveBeenCalledOnce();
});

test('with unsaved input the update asks first; Abbrechen keeps the page, the confirmation applies it', async () => {
  const apply = vi.fn();
  act(() => useAppStatus.getState().setUpdateReady(apply));
  render(
    <>
      <UpdateNotice />
      <Form dirty />
    </>,
  );
  await userEvent.click(update());
  const question = await screen.findByRole('alertdialog', { name: 'Neue Version laden?' });
  expect(question).toHaveTextContent('Ihre Eingaben auf dieser Seite sind noch nicht gespeichert');
  await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(apply).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).toBeNull();

  await userEvent.click(update());
  await userEvent.click(await screen.findByRole('button', { name: 'Trotzdem neu laden' }));
  expect(apply).toHaveBeenCalledOnce();
});

test('a form counts as unsaved only while it is dirty, and the browser asks before the tab is closed', () => {
  const { rerender, unmount } = render(<Form dirty={false} />);
  expect(hasUnsavedInput()).toBe(false);
  rerender(<Form dirty />);
  expect(hasUnsavedInput()).toBe(true);
  const leaving = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(leaving);
  expect(leaving.defaultPrevented).toBe(true);
  unmount();
  expect(hasUnsavedInput()).toBe(false);
});
