import { useLoaderData } from 'react-router-dom';
import { Link } from '../../ui/link';
import type { CollaborativeProject } from '../../domain/collaborative-project';
import { useSession } from '../../stores/session';
import { buttonClass } from '../../ui/button';
import { CardGrid } from '../../ui/card-grid';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { projectsFor } from './collaborative-access';
import { CollaborativeCard } from './collaborative-card';
import styles from './collaborative-list-route.module.css';
import { collaborativeTexts as t } from './texts';
import { reading } from '../../data/change-scope';

interface ListData {
  projects: CollaborativeProject[];
  now: Date;
}

/** Its data come with the code, shown for the session's user. */
export const shouldRevalidate = reading(['users']);

/** Built-in sample data (SPEC §2), filtered to the signed-in user's groups; admins see all. */
export function loader(): ListData {
  const now = new Date();
  return { projects: projectsFor(useSession.getState().user, now), now };
}

export function Component() {
  const { projects, now } = useLoaderData() as ListData;
  return (
    <Page title={t.listTitle} lead={t.listLead}>
      {projects.length === 0 ? (
        <EmptyState
          title={t.empty}
          action={
            <Link className={buttonClass('secondary')} to="/dashboard">
              {t.toDashboard}
            </Link>
          }
        >
          <p>{t.emptyText}</p>
        </EmptyState>
      ) : (
        <div className={styles.grid}>
          <CardGrid label={t.listLabel}>
            {projects.map((project) => (
              <li key={project.id}>
                <CollaborativeCard project={project} now={now} />
              </li>
            ))}
          </CardGrid>
        </div>
      )}
      <p className={styles.note}>{t.sampleNote}</p>
    </Page>
  );
}

/** Shown for the moment of the first page load. */
export function HydrateFallback() {
  return <div className={styles.loading} role="status" aria-label="Projekte werden geladen …" />;
}
