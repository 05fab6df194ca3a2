import { startTransition, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LinkRouterContext } from '../ui/link';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];
type RouterSubscriber = Parameters<AppRouter['subscribe']>[0];

/**
 * The app's router, each change drawn at the priority of what it changes (decision 061):
 * - **another page** (a link, Back, a redirect): drawn at once, in one piece, as soon as its code and data are
 *   there. As a transition it was drawn in slices among the browser's other work, frames of the page being left
 *   among them: on a phone's slower processor a tapped page came 80–100 ms later.
 * - **the page shown** (a search's results, data read again after a write, the first page's data arriving): a
 *   transition, as React Router draws it by default. A keystroke interrupts it, and a part of the page that
 *   waits for data keeps what it shows until they are there.
 */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const byPriority = useMemo(() => withPagePriority(router), [router]);
  return (
    <LinkRouterContext.Provider value={router}>
      <RouterProvider router={byPriority} useTransitions={false} />
    </LinkRouterContext.Provider>
  );
}

/** The router as `RouterProvider` sees it: its subscribers hear of a change within the page as a transition. */
export function withPagePriority(router: AppRouter, asTransition = startTransition): AppRouter {
  const subscribe = (subscriber: RouterSubscriber) => {
    let shownPath = router.state.location.pathname;
    return router.subscribe((state, options) => {
      const otherPage =
        state.location.pathname !== shownPath ||
        (state.navigation.location !== undefined && state.navigation.location.pathname !== shownPath);
      shownPath = state.location.pathname;
      if (otherPage) subscriber(state, options);
      else asTransition(() => subscriber(state, options));
    });
  };
  // The router's other members are getters and functions over its own state: the copy reads them from it.
  return Object.assign(Object.create(router) as AppRouter, { subscribe });
}
