import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Notification } from '../../domain/notification';
import { NotificationList } from './notification-list';

const notification = (id: number, title: string, read: boolean): Notification => ({
  id,
  title,
  message: `${title} – Text`,
  read,
  createdAt: new Date().toISOString(),
  userId: 2,
  kind: 'taskComments',
  link: `/tasks/${id}`,
});

test('each Öffnen link names its notification, and following an unread one marks it read', async () => {
  const onMarkRead = vi.fn<(id: number) => void>();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <NotificationList
        notifications={[notification(1, 'Neuer Kommentar', false), notification(2, 'Neue Aufgabe', true)]}
        onMarkRead={onMarkRead}
      />
    </MemoryRouter>,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Öffnen', 'Öffnen']);
  expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')])).toEqual([
    ['/tasks/1', 'Öffnen: Neuer Kommentar'],
    ['/tasks/2', 'Öffnen: Neue Aufgabe'],
  ]);
  await user.click(screen.getByRole('link', { name: 'Öffnen: Neue Aufgabe' }));
  expect(onMarkRead).not.toHaveBeenCalled();
  await user.click(screen.getByRole('link', { name: 'Öffnen: Neuer Kommentar' }));
  expect(onMarkRead).toHaveBeenCalledWith(1);
});
