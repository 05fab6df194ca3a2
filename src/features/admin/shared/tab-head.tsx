import { Plus } from '../../../ui/icons/plus';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import styles from './admin.module.css';
import { useTabTitle } from './tab-title';

/** A tab's heading with its create button and optional extra controls (e.g. a filter). */
export function TabHead({
  title,
  createLabel,
  onCreate,
  children,
}: {
  title: string;
  createLabel?: string;
  onCreate?: () => void;
  children?: ReactNode;
}) {
  useTabTitle(title);
  return (
    <div className={styles.head}>
      {/* Focus lands here when the view changes (useFocusRescue in admin-route.tsx). */}
      <h2 tabIndex={-1}>{title}</h2>
      {children}
      {onCreate && (
        <Button onClick={onCreate}>
          <Plus size={16} aria-hidden="true" /> {createLabel}
        </Button>
      )}
    </div>
  );
}
