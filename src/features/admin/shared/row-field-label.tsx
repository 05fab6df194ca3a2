import type { ReactNode } from 'react';

/**
 * A field label inside one of several like rows: it starts with the row's name, hidden ("Funktion 2:"), so a
 * screen reader (and a search by label) tells one row's "Titel" from another's and from the form's own.
 */
export function RowFieldLabel({ row, children }: { row: string; children: ReactNode }) {
  return (
    <>
      <span className="visually-hidden">{row}:</span> {children}
    </>
  );
}
