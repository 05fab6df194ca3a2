import { useLocation, useMatches } from 'react-router-dom';
import { Link } from '../../ui/link';
import { breadcrumbLabels, UNKNOWN_PATH_ROUTE_ID } from '../breadcrumb-labels';
import styles from './breadcrumbs.module.css';
import { listSearchFrom } from '../../lib/list-return';
import type { CrumbHandle } from '../../lib/breadcrumb';

/**
 * Start › section (› the item's name); the landing page and footer pages (unknown first segments) have none. A
 * detail route names its item through its `handle` (a `CrumbHandle`); 'Details' when it cannot (not found).
 */
export function Breadcrumbs() {
  const { pathname, state } = useLocation();
  const matches = useMatches();
  // A path no route knows (/login/extra) shows 'Seite nicht gefunden' and is no detail of its section.
  const unknownPath = matches.some((match) => match.id === UNKNOWN_PATH_ROUTE_ID);
  // Every route's handle is a CrumbHandle or none (router.tsx and the route modules).
  const page = matches[matches.length - 1];
  const item = page && (page.handle as CrumbHandle | undefined)?.crumb(page.data, page.params);
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (!first || unknownPath) return null;
  const sectionLabel = breadcrumbLabels[first];
  if (!sectionLabel) return null;
  const hasDetail = segments.length > 1;
  // The polls have no overview page of their own: named, not linked.
  const linkable = first !== 'polls';
  return (
    <nav className={styles.nav} aria-label="Brotkrümelnavigation">
      <ol className={styles.list}>
        <li>
          <Link to="/">Start</Link>
        </li>
        <li>
          {hasDetail ? (
            linkable ? (
              <Link to={{ pathname: `/${first}`, search: listSearchFrom(state) }}>{sectionLabel}</Link>
            ) : (
              <span>{sectionLabel}</span>
            )
          ) : (
            <span aria-current="page">{sectionLabel}</span>
          )}
        </li>
        {hasDetail && (
          <li>
            <span aria-current="page">{item || 'Details'}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
