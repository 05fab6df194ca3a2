import { clsx } from 'clsx';
import { useEffect, type ReactNode } from 'react';
import styles from './page.module.css';

export interface PageProps {
  title: string;
  /** The browser tab's title when it says more than the heading (e.g. the admin area's tab or form). */
  documentTitle?: string;
  /** Shown under the heading. */
  lead?: ReactNode;
  narrow?: boolean;
  children?: ReactNode;
}

/** Sets the browser tab's title for a screen (for screens whose h1 sits in a hero rather than a Page). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – KI-Kompetenzzentrum Sozialwirtschaft`;
  }, [title]);
}

/** A screen's frame: one h1 that also becomes the document title. */
export function Page({ title, documentTitle, lead, narrow, children }: PageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={clsx(styles.page, narrow && styles.narrow)}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(styles.card, className)}>{children}</div>;
}
