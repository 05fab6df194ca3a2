import { Skeleton } from '../../ui/skeleton';
import styles from './service-detail.module.css';
import { serviceDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** The loading state in the size of the final page, so nothing jumps when the service appears. */
export function ServiceDetailSkeleton() {
  return (
    <div className={layout.detailPage} aria-busy="true">
      <p role="status" className="visually-hidden">
        {t.loading}
      </p>
      <Skeleton width="11rem" height="1.5rem" />
      <div className={styles.intro}>
        <div className={styles.skeletonText}>
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton height="1.1rem" />
          <Skeleton height="1.1rem" />
          <Skeleton width="60%" height="1.1rem" />
        </div>
        <div className={styles.skeletonImage}>
          <Skeleton height="100%" radius="var(--radius-lg)" />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.skeletonText}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} width={i === 5 ? '45%' : '100%'} height="1.1rem" />
          ))}
        </div>
        <div className={`${layout.raised} ${layout.stack} ${styles.facts}`}>
          <Skeleton width="55%" height="1.6rem" />
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
          <Skeleton width="9rem" height="2.5rem" />
        </div>
      </div>
    </div>
  );
}
