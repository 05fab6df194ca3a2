import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { checkCommentFiles, CommentForm } from './comment-form';
import { chooseFiles, pickedFile } from '../../testing/upload-files';
import * as taskDetail from './task-detail-route';

const file = (name: string, type: string, bytes?: number) => pickedFile(name, type, bytes);

test('comment files: images and PDFs up to 2 MB, at most three', () => {
  expect(checkCommentFiles([], [file('a.png', 'image/png'), file('b.pdf', 'application/pdf')]).error).toBeNull();
  expect(checkCommentFiles([], [file('c.docx', '')]).error).toBe('Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien');
  expect(checkCommentFiles([], [file('d.png', 'image/png', 2 * 1024 * 1024 + 1)]).error).toBe(
    'Jede Datei darf höchstens 2 MB groß sein',
  );
  const three = checkCommentFiles(
    [],
    [file('1.png', 'image/png'), file('2.png', 'image/png'), file('3.png', 'image/png')],
  ).files;
  expect(checkCommentFiles(three, [file('4.png', 'image/png')])).toEqual({
    files: three,
    error: 'Maximal 3 Dateien können angehängt werden',
  });
});

test('the attach button counts the files and is disabled at 3; removing one enables it again', async () => {
  const user = userEvent.setup();
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <CommentForm taskId={3} /> }])} />);
  const attach = (files: File[]) => chooseFiles(user, screen.getByRole('button', { name: /^Datei anhängen/ }), files);
  await attach([file('1.png', 'image/png'), file('2.pdf', 'application/pdf')]);
  expect(await screen.findByRole('button', { name: 'Datei anhängen (2/3)' })).toBeEnabled();
  await attach([file('3.jpg', 'image/jpeg')]);
  expect(await screen.findByRole('button', { name: 'Datei anhängen (3/3)' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Entfernen: 2.pdf' }));
  expect(screen.getByRole('button', { name: 'Datei anhängen (2/3)' })).not.toHaveAttribute('aria-disabled');
});

test('an HTML file named rechnung.pdf is refused with a German message when picked', async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <CommentForm taskId={3} /> }])} />);
  const attach = (files: File[]) => chooseFiles(user, screen.getByRole('button', { name: /^Datei anhängen/ }), files);
  await attach([file('rechnung.pdf', 'text/html')]);
  expect(await screen.findByText('Erlaubt sind nur Bilder (außer SVG) und PDF-Dateien')).toBeVisible();
  await attach([new File(['<!doctype html><script>alert(1)</script>'], 'rechnung.pdf', { type: 'application/pdf' })]);
  expect(
    await screen.findByText(
      'Der Inhalt der Datei „rechnung.pdf“ passt nicht zu ihrem Dateityp. Bitte wählen Sie die Datei in ihrem ursprünglichen Format.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Datei anhängen (0/3)' })).toBeEnabled();
});

const routes = [
  { path: '/tasks/:id', loader: taskDetail.loader, Component: taskDetail.Component },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

test('an empty comment is refused and a written one appears in the list and the store', async () => {
  const { ctx } = await renderRoute(routes, '/tasks/3', { as: MEMBER_EMAIL });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  const before = await ctx.db.comments.count();
  await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
  expect(await screen.findByText('Bitte geben Sie einen Kommentar ein oder hängen Sie eine Datei an.')).toBeVisible();
  expect(await ctx.db.comments.count()).toBe(before);
  await user.type(screen.getByLabelText('Neuer Kommentar'), 'Klingt gut');
  await user.click(screen.getByRole('button', { name: 'Kommentar senden' }));
  await waitFor(() => expect(screen.getByLabelText('Neuer Kommentar')).toHaveValue(''));
  // The send button was disabled while sending; the next comment is typed where the last one was.
  await waitFor(() => expect(screen.getByLabelText('Neuer Kommentar')).toHaveFocus());
  expect(await screen.findByText('Klingt gut', { selector: ':not(textarea)' })).toBeVisible();
  expect(await ctx.db.comments.count()).toBe(before + 1);
});

test('a file picked just before sending goes with that comment, not the next one', async () => {
  const { ctx } = await renderRoute(routes, '/tasks/3', { as: MEMBER_EMAIL });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.type(screen.getByLabelText('Neuer Kommentar'), 'Foto vom Flipchart');
  await chooseFiles(user, screen.getByRole('button', { name: /^Datei anhängen/ }), file('flipchart.png', 'image/png'));
  // Sent while the picked file's first bytes are still being read.
  fireEvent.click(screen.getByRole('button', { name: 'Kommentar senden' }));
  await waitFor(() => expect(screen.getByLabelText('Neuer Kommentar')).toHaveValue(''));
  const sent = await ctx.db.comments.orderBy('id').last();
  expect(sent?.content).toBe('Foto vom Flipchart');
  expect(sent?.attachments.map((a) => a.name)).toEqual(['flipchart.png']);
  expect(screen.getByRole('button', { name: 'Datei anhängen (0/3)' })).toBeEnabled();
});

test('a task of another group sends the member to the dashboard', async () => {
  await renderRoute(routes, '/tasks/27', { as: MEMBER_EMAIL });
  expect(await screen.findByText('Dashboard')).toBeVisible();
});

test('a long conversation shows the newest 20 threads above the form; older ones come on request, above them', async () => {
  const { ctx } = await renderRoute(routes, '/tasks/3', {
    as: MEMBER_EMAIL,
    arrange: async (ctx) => {
      const { id: _id, ...comment } = (await ctx.db.comments.where('taskId').equals(3).first())!;
      await ctx.db.comments.bulkAdd(
        Array.from({ length: 30 }, (_, i) => ({
          ...comment,
          parentId: null,
          content: `Beitrag ${i + 1}`,
          createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString(),
        })),
      );
    },
  });
  const user = userEvent.setup();
  const older = await screen.findByRole('button', { name: 'Ältere Kommentare anzeigen' });
  // Counted by conversation (a comment with its replies), which the heading's comment count is not.
  expect(screen.getByText(/^Die neuesten 20 von \d+ Gesprächen$/)).toBeVisible();
  expect(screen.getByText('Beitrag 30')).toBeVisible();
  expect(screen.getByText('Beitrag 11')).toBeVisible();
  expect(screen.queryByText('Beitrag 10')).not.toBeInTheDocument();
  // The newest sits last, right above the form.
  const texts = screen.getAllByText(/^Beitrag \d+$/).map((p) => p.textContent);
  expect(texts.at(-1)).toBe('Beitrag 30');
  await user.click(older);
  expect(await screen.findByText('Beitrag 10')).toBeVisible();
  expect(await ctx.db.comments.where('taskId').equals(3).count()).toBeGreaterThan(30);
});

test('leaving with a half-written comment asks first; Abbrechen keeps it', async () => {
  // A person leaves through a link elsewhere on the page (the header's, here a stand-in).
  const withLink = [
    {
      element: (
        <>
          <Link to="/dashboard">Zum Dashboard</Link>
          <Outlet />
        </>
      ),
      children: routes,
    },
  ];
  const { router } = await renderRoute(withLink, '/tasks/3', { as: MEMBER_EMAIL });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1 });
  await user.type(screen.getByLabelText('Neuer Kommentar'), 'Halb geschrieben');
  await user.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
  expect(await screen.findByRole('alertdialog', { name: 'Kommentar verwerfen?' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
  expect(router.state.location.pathname).toBe('/tasks/3');
  expect(screen.getByLabelText('Neuer Kommentar')).toHaveValue('Halb geschrieben');
  await user.click(screen.getByRole('link', { name: 'Zum Dashboard' }));
  await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));
  expect(await screen.findByText('Dashboard')).toBeVisible();
});
