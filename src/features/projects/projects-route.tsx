import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { ProjectPage } from '../../domain/project-rules';
import { repository } from '../../data/repository-instance';
import { Alert } from '../../ui/alert';
import { linkedCardItem, ProductCardGrid } from '../../ui/card-grid';
import { EmptyState } from '../../ui/empty-state';
import { Page } from '../../ui/page';
import { RetryButton } from '../../ui/page-states';
import { readShownCount, ShowMore } from '../../ui/show-more';
import { ProjectStatusBadge } from '../shared/project-status-badge';
import styles from './projects.module.css';
import { projectsTexts as t } from './texts';
import { loadFailureMessage } from '../../data/errors';
import { reading } from '../../data/change-scope';

export type ProjectsData = { status: 'ok'; projects: ProjectPage } | { status: 'error'; message: string };

/** Cards per step, as in the catalogue; a step costs what it shows (docs/performance.md). */
const PROJECTS_PER_STEP = 24;

export const shouldRevalidate = reading(['projects']);

export async function loader({ request }: LoaderFunctionArgs): Promise<ProjectsData> {
  try {
    const shown = readShownCount(new URL(request.url).searchParams, PROJECTS_PER_STEP);
    return { status: 'ok', projects: await repository().projects.page({}, shown) };
  } catch (error) {
    return { status: 'error', message: loadFailureMessage(error, t.loadFailed) };
  }
}

export function Component() {
  const data = useLoaderData<typeof loader>();
  return (
    <Page title={t.title} lead={t.lead}>
      <div className={styles.list}>
        {data.status === 'error' ? (
          <>
            <Alert tone="error">{data.message}</Alert>
            <RetryButton>{t.retry}</RetryButton>
          </>
        ) : data.projects.total === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyHint}</p>
          </EmptyState>
        ) : (
          <>
            <ProductCardGrid
              label={t.listLabel}
              cards={data.projects.items.map((project) =>
                linkedCardItem(project, '/projekte', {
                  headingLevel: 2,
                  description: project.description,
                  linkLabel: t.details,
                  eyebrow: <ProjectStatusBadge status={project.status} />,
                }),
              )}
            />
            <ShowMore shown={data.projects.items.length} total={data.projects.total} step={PROJECTS_PER_STEP} />
          </>
        )}
      </div>
    </Page>
  );
}
