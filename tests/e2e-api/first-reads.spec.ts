import { expect, test, type Page, type Request } from '../e2e/support/fixtures';
import { chunkUrl } from '../e2e/support/chunks';
import { login } from './support/sign-in';

// A guest's first page starts its reads with the HTML, before the app's code runs (src/data/http/early-reads.ts),
// and the app takes those answers instead of asking again; its code and the data adapter's are asked for with the HTML.

/** A read of the API's data: not a picture the page shows from the server's files (`/api/files/…`). */
const isApiRead = (request: Request) =>
  request.resourceType() === 'fetch' && new URL(request.url()).pathname.startsWith('/api/');

/** The page's requests in the order the browser made them: its API reads and the catalogue's code. */
function recordRequests(page: Page) {
  const catalogueCode = chunkUrl('dist-api', 'src/features/products/catalogue-route.tsx');
  const made: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (isApiRead(request)) made.push(`${request.method()} ${pathname}${search}`);
    if (catalogueCode.test(pathname)) made.push('catalogue code');
  });
  return made;
}

test("a guest's catalogue reads its data once, asked for before its code has loaded", async ({ page }) => {
  const made = recordRequests(page);
  await page.goto('/produkte');
  await expect(page.getByRole('heading', { level: 1, name: /Produkte/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beratungs-Copilot' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reads = [
    'GET /api/footer-pages?status=published',
    'GET /api/public/configurations/product-hero',
    'GET /api/categories/public/active',
    'GET /api/public/products',
  ];
  expect(made.slice(0, reads.length).sort()).toEqual([...reads].sort());
  expect(made.slice(reads.length)).toEqual(['catalogue code']);
});

test("a signed-in member's page reads with the session's token, none of it started by the page", async ({ page }) => {
  await page.goto('/login');
  await login(page, 'nutzer@example.com', 'nutzer1234');
  await expect(page).toHaveURL(/\/dashboard$/);
  const tokens: (string | null)[] = [];
  page.on('request', (request) => {
    if (isApiRead(request)) tokens.push(request.headers().authorization ?? null);
  });
  await page.goto('/produkte');
  await expect(page.getByRole('heading', { name: 'Beratungs-Copilot' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tokens.length).toBeGreaterThan(0);
  expect(tokens.filter((token) => !token?.startsWith('Bearer '))).toEqual([]);
});

test("a page drawn by script asks for its own code and the data adapter's with the HTML, not once the app runs", async ({
  page,
}) => {
  const entryCode = chunkUrl('dist-api', 'index.html');
  const ownCode = chunkUrl(
    'dist-api',
    'src/data/http/create-http-repository.ts',
    'src/features/products/product-detail-route.tsx',
  );
  const asked = new Set<string>();
  const bothAsked = new Promise<void>((resolve) => {
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (ownCode.test(pathname)) asked.add(pathname);
      if (asked.size === 2) resolve();
    });
  });
  // The app's entry is held back until both are asked for: only the HTML can have asked.
  let askedBeforeTheEntry: boolean | undefined;
  await page.route(
    (url) => entryCode.test(url.pathname),
    async (route) => {
      const waited = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000));
      askedBeforeTheEntry = await Promise.race([bothAsked.then(() => true), waited]);
      await route.continue();
    },
  );
  await page.goto('/produkte/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungs-Copilot' })).toBeVisible();
  expect(askedBeforeTheEntry).toBe(true);
});
