import { createMemoryRouter } from 'react-router-dom';
import { withPagePriority } from './app-router-provider';

/** Each change the subscriber hears of: the path shown, the one loading, and whether it came as a transition. */
async function changesOf(steps: (router: ReturnType<typeof createMemoryRouter>) => Promise<void>) {
  const router = createMemoryRouter(
    [
      { path: '/', loader: () => null, element: null },
      { path: '/produkte', loader: () => null, element: null },
    ],
    { initialEntries: ['/'] },
  );
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  const heard: { path: string; loading: string | undefined; transition: boolean }[] = [];
  let inTransition = false;
  const asTransition = (scope: () => void) => {
    inTransition = true;
    scope();
    inTransition = false;
  };
  const unsubscribe = withPagePriority(router, asTransition).subscribe((state) =>
    heard.push({
      path: state.location.pathname + state.location.search,
      loading: state.navigation.location?.pathname,
      transition: inTransition,
    }),
  );
  await steps(router);
  unsubscribe();
  router.dispose();
  return heard;
}

test('another page is drawn at once, from its loading state on', async () => {
  const heard = await changesOf((router) => router.navigate('/produkte'));
  expect(heard.filter((change) => change.path === '/produkte' || change.loading === '/produkte')).toEqual([
    { path: '/', loading: '/produkte', transition: false },
    { path: '/produkte', loading: undefined, transition: false },
  ]);
});

test('a change within the page shown comes as a transition: a search, data read again', async () => {
  const heard = await changesOf(async (router) => {
    await router.navigate('/?q=dienstplan', { replace: true });
    await router.revalidate();
  });
  expect(heard.filter((change) => !change.transition)).toEqual([]);
  expect(heard.at(-1)).toEqual({ path: '/?q=dienstplan', loading: undefined, transition: true });
});
