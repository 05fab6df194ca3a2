import styles from './skeleton.module.css';

/** A placeholder of the final size, so nothing shifts when the content arrives. */
export function Skeleton({
  width = '100%',
  height = '1rem',
  radius,
}: {
  width?: string;
  height?: string;
  radius?: string;
}) {
  return <span className={styles.skeleton} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}
