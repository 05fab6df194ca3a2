import { expect, type Page } from './fixtures';

export const offlineReadyText =
  'Die Demo ist jetzt auf diesem Gerät gespeichert und funktioniert auch ohne Internetverbindung.';

/**
 * Waits for the demo's notice that it works offline now. The first install stores the whole demo (about 340 files):
 * beside another worker's browser on two cores it took more than 20 s now and then, and a person waits that long.
 */
export async function expectOfflineReady(page: Page): Promise<void> {
  await expect(page.getByText(offlineReadyText)).toBeVisible({ timeout: 45_000 });
}
