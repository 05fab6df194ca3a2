import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { Project } from '../../domain/project';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { CardGrid } from '../../ui/card-grid';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { ProductCard } from '../../ui/product-card';
import { useShownRows } from '../../ui/use-shown-rows';
import { ProjectStatusBadge } from './project-status';
import styles from './projects.module.css';
import { projectsTexts as t } from './texts';
import { loadFailureMessage } from '../../data/errors';

export type ProjectsData = { status: 'ok'; projects: Project[] } | { status: 'error'; message: string };

/** Cards per step, as in the catalogue. */
const PROJECTS_PER_STEP = 24;

export async function loader(): Promise<ProjectsData> {
  try {
    return { status: 'ok', projects: await repository().projects.list() };
  } catch (error) {
    return { status: 'error', message: loadFailureMessage(error, t.loadFailed) };
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const projects = useShownRows(data.status === 'ok' ? data.projects : [], PROJECTS_PER_STEP);
  return (
    <Page title={t.title} lead={t.lead}>
      <div className={styles.list}>
        {data.status === 'error' ? (
          <>
            <Alert tone="error">{data.message}</Alert>
            <Button variant="secondary" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === 'loading'}>
              {t.retry}
            </Button>
          </>
        ) : data.projects.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyHint}</p>
          </EmptyState>
        ) : (
          <>
            <CardGrid label={t.listLabel}>
              {projects.shown.map((project) => (
                <li key={project.id}>
                  <ProductCard
                    headingLevel={2}
                    title={project.title}
                    description={project.description}
                    image={project.imageUrl}
                    href={`/projekte/${project.id}`}
                    linkLabel={t.details}
                    eyebrow={<ProjectStatusBadge status={project.status} />}
                  />
                </li>
              ))}
            </CardGrid>
            {projects.more}
          </>
        )}
      </div>
    </Page>
  );
}
