import { CalendarDays } from '../../ui/icons/calendar-days';
import { ListChecks } from '../../ui/icons/list-checks';
import { Link } from '../../ui/link';
import { collaborativeProgress, type CollaborativeProject } from '../../domain/collaborative-project';
import { isTaskDone } from '../../domain/task-rules';
import { formatDate } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { IconFact } from '../../ui/icon-fact';
import productCard from '../../ui/product-card.module.css';
import { StoredImage } from '../../ui/stored-image';
import { isProjectOverdue } from './collaborative-access';
import styles from './collaborative-card.module.css';
import { ProgressMeter } from './progress-meter';
import { groupName } from './sample-people';
import { CollaborativeStatusBadge } from './status-badge';
import { collaborativeTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** A project card; the title is the link and the whole card is its click target. */
export function CollaborativeCard({ project, now }: { project: CollaborativeProject; now: Date }) {
  const done = project.tasks.filter((task) => isTaskDone(task.status)).length;
  const open = project.tasks.length - done;
  return (
    <article className={`${productCard.card} ${styles.card}`}>
      <StoredImage
        className={`${layout.cover} ${styles.image}`}
        src={project.imageUrl}
        alt=""
        width={640}
        height={360}
      />
      <div className={`${layout.stack} ${styles.body}`}>
        <div className={styles.badges}>
          <CollaborativeStatusBadge status={project.status} />
          {isProjectOverdue(project, now) && <Badge tone="danger">{t.overdue}</Badge>}
        </div>
        <p className={styles.group}>{groupName(project.projectGroupId)}</p>
        <h2 className={styles.title}>
          <Link className={styles.link} to={`/kollaborativ/${project.id}`}>
            {project.title}
          </Link>
        </h2>
        <p className={styles.description}>{project.description}</p>
        <ProgressMeter value={collaborativeProgress(project.tasks)} label={t.progressOf(project.title)} />
        <dl className={styles.facts}>
          <IconFact icon={CalendarDays} label={t.deadline} className={`${layout.fact} ${styles.fact}`}>
            {project.deadline ? formatDate(project.deadline) : t.noDeadline}
          </IconFact>
          <IconFact icon={ListChecks} label={t.taskCounts} className={`${layout.fact} ${styles.fact}`}>
            {t.openCount(open)} · {t.doneCount(done)}
          </IconFact>
        </dl>
      </div>
    </article>
  );
}
