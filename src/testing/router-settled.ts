import type { createMemoryRouter } from 'react-router-dom';

type TestRouter = ReturnType<typeof createMemoryRouter>;

function isSettled({ state }: TestRouter) {
  return (
    state.initialized &&
    state.navigation.state === 'idle' &&
    state.revalidation === 'idle' &&
    [...state.fetchers.values()].every((fetcher) => fetcher.state === 'idle')
  );
}

/** Resolves once the router has no page, revalidation or fetcher loading (at once if it has none). */
export function routerSettled(router: TestRouter): Promise<void> {
  return new Promise((resolve) => {
    if (isSettled(router)) return resolve();
    const unsubscribe = router.subscribe(() => {
      if (!isSettled(router)) return;
      unsubscribe();
      resolve();
    });
  });
}
