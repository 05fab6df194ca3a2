import { useEffect, useState } from 'react';
import { repository } from '../../data/repository-instance';
import styles from './app-notices.module.css';

/**
 * On every page while the demo store runs in memory because the browser refused it storage: nothing typed now
 * survives a reload. The live region is in the page from the start, so the text is announced when it appears.
 * No icon: the api build would keep an icon's module-level drawing, although it never shows this notice.
 */
export function MemoryStoreNotice() {
  const demo = repository().demo;
  const [inMemory, setInMemory] = useState(false);

  useEffect(() => {
    let active = true;
    // Resolves once the store has opened; a visit that never starts the store never shows the notice.
    void demo?.inMemory().then((value) => active && setInMemory(value));
    return () => {
      active = false;
    };
  }, [demo]);

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
