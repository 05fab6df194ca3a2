import { useAppStatus } from '../../stores/app-status';
import styles from './app-notices.module.css';

/**
 * On every page while the demo store runs in memory because the browser refused it storage: nothing typed now
 * survives a reload. The live region is in the page from the start, so the text is announced when it appears.
 * No icon: the api build would keep an icon's module-level drawing, although it never shows this notice.
 */
export function MemoryStoreNotice() {
  const inMemory = useAppStatus((status) => status.memoryStore);

  return (
    <div role="status" className={inMemory ? styles.memory : undefined}>
      {inMemory && (
        <p>
          <strong>Speicher nicht verfügbar:</strong> Dieser Browser lässt die Demo keine Daten speichern. Alles, was Sie
          jetzt ändern, geht beim Schließen oder Neuladen verloren.
        </p>
      )}
    </div>
  );
}
