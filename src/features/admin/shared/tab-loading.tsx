import { Skeleton } from '../../../ui/skeleton';
import { adminTexts } from '../texts';

/** A tab's list or form while its data loads: a placeholder of table size, announced as loading. */
export function TabLoading() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {adminTexts.loading}
      </span>
      <Skeleton height="14rem" />
    </div>
  );
}
