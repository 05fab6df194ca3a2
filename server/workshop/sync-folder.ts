import { open } from 'node:fs/promises';

/** Makes a folder's new and renamed entries durable. Some systems (Windows) cannot open a folder for this. */
export async function syncFolder(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // See above: there the rename or create is all we get.
  } finally {
    await handle?.close();
  }
}
