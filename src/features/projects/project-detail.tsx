import { useDocumentTitle } from '../../ui/page';
import { CalendarDays } from '../../ui/icons/calendar-days';
import type { Project } from '../../domain/project';
import { formatDate } from '../../lib/format';
import { paragraphs } from '../shared/paragraphs';
import { BackLink, BadgeList } from '../../ui/detail-parts';
import { Hero } from '../../ui/hero';
import type { ProjectTasks } from './project-data';
import { ContactCta } from '../shared/contact-cta';
import { ProjectStatusBadge } from '../shared/project-status-badge';
import { ProjectTaskPanel } from './project-task-panel';
import styles from './project-detail.module.css';
import { projectDetailTexts as t } from './texts';
import layout from '../../ui/layout.module.css';

/** The project image shows through the hero band at this strength; white text stays readable. */
const HERO_OPACITY = 0.35;

export function ProjectDetail({ project, tasks }: { project: Project; tasks: ProjectTasks }) {
  useDocumentTitle(project.title);
  const created = formatDate(project.createdAt);
  return (
    <>
      <Hero image={project.imageUrl} imageDescription="" opacity={HERO_OPACITY}>
        <div className={styles.heroMeta}>
          <ProjectStatusBadge status={project.status} />
        </div>
        <div className={styles.heroText}>
          <h1>{project.title}</h1>
          <p>{project.description}</p>
          {created && (
            <p className={styles.created}>
              <CalendarDays size={18} aria-hidden="true" />
              {t.createdAt(created)}
            </p>
          )}
        </div>
      </Hero>
      <div className={layout.detailPage}>
        <BackLink to="/projekte">{t.back}</BackLink>
        <div className={styles.layout}>
          <section aria-labelledby="ueber-das-projekt">
            <h2 id="ueber-das-projekt">{t.aboutHeading}</h2>
            {paragraphs(project.fullDescription || project.description).map((p) => (
              <p key={p} className={styles.paragraph}>
                {p}
              </p>
            ))}
            <BadgeList items={project.technologies} label={t.technologiesLabel} />
          </section>
          <ProjectTaskPanel tasks={tasks} />
        </div>
        <ContactCta id="projekt-kontakt" texts={t} />
      </div>
    </>
  );
}
