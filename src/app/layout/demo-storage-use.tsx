import type { DemoControls } from '../../data/repository';
import { useRepositoryRead } from '../../data/use-repository-read';
import { formatBytes } from '../../lib/format';
import styles from './demo-badge.module.css';

type StorageInfo = Awaited<ReturnType<DemoControls['storageInfo']>>;

/** What the demo's data take in this browser, of how much, and whether the browser keeps them. */
export function storageUseText(info: StorageInfo): string {
  if (info.inMemory) {
    return (
      'Speicher nicht verfügbar: Dieser Browser lässt die Demo keine Daten speichern. Die Daten liegen nur im ' +
      'Arbeitsspeicher dieses Tabs und gehen beim Schließen oder Neuladen verloren.'
    );
  }
  const usage = info.usageBytes === null ? 'unbekannt' : formatBytes(info.usageBytes);
  const quota = info.quotaBytes === null ? '' : ` von ${formatBytes(info.quotaBytes)}`;
  const kept = info.persisted
    ? 'Der Browser behält die Daten dauerhaft.'
    : 'Der Browser darf die Daten bei Speichermangel löschen.';
  return `Belegter Speicher: ${usage}${quota}. ${kept}`;
}

/** The demo panel's paragraph on storage, read when the panel opens and again after every write. */
export function DemoStorageUse({ demo }: { demo: DemoControls }) {
  const info = useRepositoryRead(['demo-storage'], () => demo.storageInfo());
  const text =
    info.status === 'ready'
      ? storageUseText(info.data)
      : info.status === 'error'
        ? 'Die Speicherbelegung lässt sich in diesem Browser nicht ermitteln.'
        : 'Speicherbelegung wird ermittelt …';
  return <p className={styles.storage}>{text}</p>;
}
