import { ArrowLeft } from '../../ui/icons/arrow-left';
import { CalendarDays } from '../../ui/icons/calendar-days';
import { FolderKanban } from '../../ui/icons/folder-kanban';
import { UsersRound } from '../../ui/icons/users-round';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { Link } from '../../ui/link';
import { collaborativeProgress, type CollaborativeProject } from '../../domain/collaborative-project';
import { parseId } from '../../domain/common-rules';
import { formatDate } from '../../lib/format';
import { useSession } from '../../stores/session';
import { Badge } from '../../ui/badge';
import { IconFact } from '../../ui/icon-fact';
import { NoticeTextPage } from '../../ui/page-states';
import { Card, Page } from '../../ui/page';
import { StoredImage } from '../../ui/stored-image';
import { isProjectOverdue, projectFor } from './collaborative-access';
import styles from './collaborative-detail-route.module.css';
import { ParticipantAvatars } from './participant-avatars';
import { DocumentsPanel, OverviewPanel, TeamPanel } from './project-side-panels';
import { ProgressMeter } from './progress-meter';
import { groupName, sampleGroups } from './sample-people';
import { CollaborativeStatusBadge } from './status-badge';
import { TaskList } from './task-list';
import { collaborativeTexts as t } from './texts';
import layout from '../../ui/layout.module.css';
import { reading } from '../../data/change-scope';

interface DetailData {
  project: CollaborativeProject | null;
  now: Date;
}

/** Its data come with the code, shown for the session's user. */
export const shouldRevalidate = reading(['users']);

/** Built-in sample data; unknown ids and projects of other groups are both 'Projekt nicht gefunden'. */
export function loader({ params }: LoaderFunctionArgs): DetailData {
  const now = new Date();
  return { project: projectFor(useSession.getState().user, parseId(params.id), now), now };
}

/** Group members first, then anyone else holding a task of the project. */
function participantsOf(project: CollaborativeProject): number[] {
  const ids = [...(sampleGroups[project.projectGroupId]?.memberIds ?? [])];
  for (const task of project.tasks) for (const id of task.assignedTo) if (!ids.includes(id)) ids.push(id);
  return ids;
}

export function Component() {
  const { project, now } = useLoaderData() as DetailData;
  const userId = useSession((s) => s.user?.id ?? null);
  if (!project) {
    return (
      <NoticeTextPage title={t.notFound} text={t.notFoundText} to="/kollaborativ" linkLabel={t.backToList} inCard />
    );
  }
  const participants = participantsOf(project);
  const overdue = isProjectOverdue(project, now);
  return (
    <Page title={project.title}>
      <div className={styles.intro}>
        <div className={styles.introText}>
          <div className={`${layout.cluster} ${styles.badges}`}>
            <CollaborativeStatusBadge status={project.status} />
            {overdue && <Badge tone="danger">{t.overdue}</Badge>}
          </div>
          <p className={styles.lead}>{project.description}</p>
        </div>
        <StoredImage className={styles.image} src={project.imageUrl} alt="" width={480} height={270} />
      </div>

      <Card className={styles.summary}>
        <div className={styles.summaryItem}>
          <ProgressMeter value={collaborativeProgress(project.tasks)} label={t.progressOf(project.title)} />
        </div>
        <dl className={styles.facts}>
          <IconFact icon={FolderKanban} label={t.group} className={`${layout.fact} ${styles.fact}`}>
            {groupName(project.projectGroupId)}
          </IconFact>
          <IconFact icon={CalendarDays} label={t.deadline} className={`${layout.fact} ${styles.fact}`}>
            {project.deadline ? formatDate(project.deadline) : t.noDeadline}
            {overdue && (
              <>
                {' '}
                <Badge tone="danger">{t.overdue}</Badge>
              </>
            )}
          </IconFact>
          <IconFact icon={UsersRound} label={t.participants} className={`${layout.fact} ${styles.fact}`}>
            <ParticipantAvatars ids={participants} />
          </IconFact>
        </dl>
      </Card>

      <div className={`${layout.sidebarLayout} ${styles.layout}`}>
        <TaskList tasks={project.tasks} userId={userId} now={now} />
        <aside className={layout.sideColumn} aria-label={t.details}>
          <OverviewPanel tasks={project.tasks} now={now} />
          <TeamPanel memberIds={participants} tasks={project.tasks} userId={userId} />
          <DocumentsPanel />
        </aside>
      </div>

      <p className={styles.back}>
        <Link to="/kollaborativ" className={styles.backLink}>
          <ArrowLeft size={16} aria-hidden="true" /> {t.backToList}
        </Link>
      </p>
    </Page>
  );
}

/** Shown for the moment of the first page load. */
export function HydrateFallback() {
  return <div className={styles.loading} role="status" aria-label="Projekt wird geladen …" />;
}
