import { useRef, useState } from 'react';
import { errorMessage } from '../../data/errors';
import type { DemoControls } from '../../data/repository';
import { toast } from '../../stores/toasts';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import panelStyles from './demo-badge.module.css';

export const transferTexts = {
  heading: 'Demodaten sichern und übertragen',
  hint:
    'Speichern Sie den Stand dieser Demo als Datei, um ihn auf einem anderen Gerät zu laden oder später zu ihm ' +
    'zurückzukehren. Die Datei enthält alle Daten der Demo, auch hochgeladene Bilder und Anhänge.',
  export: 'Demodaten exportieren',
  import: 'Demodaten importieren',
  confirmTitle: 'Demodaten importieren?',
  confirmLabel: 'Importieren',
  imported: 'Die Demodaten wurden importiert.',
  /** Appended where replacing the data ends the session. */
  signedOut: ' Sie werden abgemeldet.',
  exported: (name: string) => `Die Demodaten wurden als „${name}“ heruntergeladen.`,
  exportFailed: 'Die Demodaten konnten nicht exportiert werden. Bitte versuchen Sie es erneut.',
  importFailed: 'Die Datei konnte nicht importiert werden. Die Demodaten wurden nicht verändert.',
};

/** `kiz-demo-2026-11-26.json`, dated by the local calendar day. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kiz-demo-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: a browser may still be reading the file when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The demo panel's export and import of the whole store. Open to guests like the reset: the demo holds no
 * secrets, and a facilitator may need it before signing in; an import replaces everyone's data, so it asks first.
 */
export function DemoTransfer({
  demo,
  signedIn,
  onImported,
}: {
  demo: DemoControls;
  signedIn: boolean;
  onImported: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportData() {
    setFailure(null);
    setExporting(true);
    try {
      const name = exportFileName(new Date());
      download(await demo.exportData(), name);
      toast.success(transferTexts.exported(name));
    } catch (error) {
      setFailure(errorMessage(error, transferTexts.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  async function importData() {
    if (!chosen) return;
    try {
      await demo.importData(chosen);
    } catch (error) {
      // The confirmation closes; the reason stays in the panel next to the buttons.
      setFailure(errorMessage(error, transferTexts.importFailed));
      setChosen(null);
      return;
    }
    setChosen(null);
    onImported();
  }

  return (
    <section className={panelStyles.transfer} aria-labelledby="demo-transfer-heading">
      <h3 id="demo-transfer-heading">{transferTexts.heading}</h3>
      <p className={panelStyles.storage}>{transferTexts.hint}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={panelStyles.actions}>
        <Button variant="secondary" disabled={exporting} onClick={() => void exportData()}>
          {transferTexts.export}
        </Button>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {transferTexts.import}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            // Emptied, so choosing the same file again is a change too.
            event.target.value = '';
            setFailure(null);
            setChosen(file);
          }}
        />
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={transferTexts.confirmTitle}
        description={
          `Alle Daten dieser Demo werden durch den Inhalt der Datei „${chosen?.name ?? ''}“ ersetzt; was hier seitdem ` +
          `geändert wurde, geht verloren.${signedIn ? transferTexts.signedOut : ''}`
        }
        confirmLabel={transferTexts.confirmLabel}
        onConfirm={importData}
      />
    </section>
  );
}
