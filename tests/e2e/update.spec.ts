import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/fixtures';
import { expectOfflineReady } from './support/offline-ready';
import { serveBuild } from './support/static-server';

const updateButton = (page: Page) => page.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });
const message = (page: Page) => page.getByLabel('Ihre Nachricht');

let host: Awaited<ReturnType<typeof serveBuild>> | null = null;
const replaced = new Map<string, string>();
test.afterEach(async () => {
  await host?.close();
  replaced.clear();
});

test('a new version waits for the visitor: typed input stays, the reload asks first, and other tabs are not reloaded', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  host = await serveBuild(resolve('dist'), replaced);
  await page.goto(`${host.url}/kontakt`);
  await expectOfflineReady(page);
  const other = await context.newPage();
  await other.goto(`${host.url}/kontakt`);
  await message(other).fill('Im zweiten Tab geschrieben');
  await message(page).fill('Noch nicht gesendet');

  // A new deploy: the host now serves a service worker that differs by one byte.
  replaced.set('/sw.js', `${await readFile(resolve('dist/sw.js'), 'utf8')}\n// neue Version`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
  await expect(updateButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(message(page)).toHaveValue('Noch nicht gesendet');

  // Unsaved input: the reload asks first, and 'Abbrechen' leaves everything as it was.
  await updateButton(page).click();
  const question = page.getByRole('alertdialog', { name: 'Neue Version laden?' });
  await question.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(question).toHaveCount(0);
  await expect(message(page)).toHaveValue('Noch nicht gesendet');

  await updateButton(page).click();
  const reloaded = page.waitForEvent('load');
  await question.getByRole('button', { name: 'Trotzdem neu laden' }).click();
  await reloaded;
  await expect(message(page)).toHaveValue('');
  await expect(updateButton(page)).toHaveCount(0);

  // The other tab keeps its text and offers the reload; its visitor decides.
  await expect(message(other)).toHaveValue('Im zweiten Tab geschrieben');
  await expect(updateButton(other)).toBeVisible();

  // A real deploy drops the old version's files: neither the new version's cache nor the host has the notice's
  // question any more. The other tab still asks before its visitor's text is lost.
  const gone = await filesOnlyLoadedBy(['src/app/layout/update-notice.tsx', 'src/app/layout/update-confirm.tsx']);
  for (const path of gone) replaced.set(path, '<!doctype html><title>Nicht gefunden</title>');
  await other.evaluate(async (paths) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (paths.includes(new URL(request.url).pathname)) await cache.delete(request);
    }
  }, gone);
  await updateButton(other).click();
  await expect(other.getByRole('alertdialog', { name: 'Neue Version laden?' })).toBeVisible();
});

/** The files of these modules and of what they import that the entry does not, as paths of the site. */
async function filesOnlyLoadedBy(modules: string[]): Promise<string[]> {
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(await readFile(resolve('dist/.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) closure(dependency, seen);
    return seen;
  };
  const entry = closure('index.html', new Set());
  const own = new Set<string>();
  for (const module of modules) closure(module, own);
  return [...own].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]?.file}`);
}
