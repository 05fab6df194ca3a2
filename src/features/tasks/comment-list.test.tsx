import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData, type RouteObject } from 'react-router-dom';
import type { Comment } from '../../domain/comment';
import { ForbiddenError } from '../../data/errors';
import { repository } from '../../data/repository-instance';
import { useToasts } from '../../stores/toasts';
import { MEMBER_EMAIL } from '../../testing/demo-context';
import { renderRoute } from '../../testing/render-route';
import { CommentList } from './comment-list';
import * as likeAction from './like-action';

// Task 17 is in the member's group and has comments (the seed).
const routes: RouteObject[] = [
  {
    path: '/tasks/:id',
    loader: ({ params }) => repository().comments.byTask(Number(params.id)),
    Component: () => <CommentList comments={useLoaderData<Comment[]>()} />,
    HydrateFallback: () => null,
  },
  { path: '/aktionen/kommentare/:id/gefaellt-mir', action: likeAction.action },
];

/** Every state the like button was seen in: its name and whether it said it was busy. */
function watch(button: HTMLElement) {
  const seen: { name: string; busy: boolean }[] = [];
  const note = () =>
    seen.push({ name: button.getAttribute('aria-label') ?? '', busy: button.hasAttribute('aria-disabled') });
  new MutationObserver(note).observe(button, { attributes: true });
  return seen;
}

test('a like shows the count the store answered, and the button is busy until it does', async () => {
  const user = userEvent.setup();
  // Not re-read after the write: the new count can only come from the like's own answer.
  await renderRoute(routes, '/tasks/17', { as: MEMBER_EMAIL, live: false });
  const [button] = await screen.findAllByRole('button', { name: /^Gefällt mir \(\d+ Likes?\)$/ });
  const before = Number(/\((\d+)/.exec(button!.getAttribute('aria-label')!)![1]);
  const seen = watch(button!);

  await user.click(button!);

  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  const after = before + 1;
  expect(button).toHaveAccessibleName(`Gefällt mir (${after === 1 ? '1 Like' : `${after} Likes`})`);
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(seen.some((state) => state.busy)).toBe(true);
  // Never live again while still showing the old count.
  expect(seen.filter((state) => !state.busy && state.name.includes(`(${before} Like`))).toEqual([]);
});

test('a refused like says why in a toast and leaves the count', async () => {
  const user = userEvent.setup();
  await renderRoute(routes, '/tasks/17', {
    as: MEMBER_EMAIL,
    arrange: async (_ctx, repo) => vi.spyOn(repo.comments, 'like').mockRejectedValue(new ForbiddenError()),
  });
  const [button] = await screen.findAllByRole('button', { name: /^Gefällt mir/ });
  const name = button!.getAttribute('aria-label');
  await user.click(button!);
  await waitFor(() =>
    expect(useToasts.getState().toasts).toContainEqual(
      expect.objectContaining({ type: 'error', message: new ForbiddenError().message }),
    ),
  );
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  expect(button).toHaveAccessibleName(name!);
});
