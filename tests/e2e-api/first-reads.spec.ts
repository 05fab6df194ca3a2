import { expect, test, type Page, type Request } from '../e2e/support/fixtures';
import { chunkUrl } from '../e2e/support/chunks';
import { login } from './support/sign-in';

// A guest's first page starts its reads with the HTML, before the app's code runs (src/data/http/early-reads.ts),
// and the app takes those answers instead of asking again; the page's code is asked for beside the data adapter's.

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

test("a page drawn by script asks for its route's code beside the data adapter's, not after it", async ({ page }) => {
  const adapterCode = chunkUrl('dist-api', 'src/data/http/create-http-repository.ts');
  const landingCode = chunkUrl('dist-api', 'src/features/landing/landing-route.tsx');
  const landingAsked = page.waitForRequest((request) => landingCode.test(new URL(request.url()).pathname), {
    timeout: 10_000,
  });
  // The adapter's code is held back until the page's own is asked for.
  await page.route(
    (url) => adapterCode.test(url.pathname),
    async (route) => {
      await landingAsked;
      await route.continue();
    },
  );
  await page.goto('/');
  await landingAsked;
  await expect(page.getByRole('heading', { level: 1, name: /Gemeinsam Prototypen entwickeln/ })).toBeVisible();
});
