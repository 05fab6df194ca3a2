import type { ProjectStatus } from '../../domain/project';
import { projectStatusLabel } from '../../domain/project-rules';
import { Badge, type BadgeTone } from '../../ui/badge';

// SPEC §4 labels planning, on_hold and archived alike ('In Planung'): one label, one colour.
const tones: Record<ProjectStatus, BadgeTone> = {
  active: 'success',
  completed: 'neutral',
  planning: 'primary',
  on_hold: 'primary',
  archived: 'primary',
};

/**
 * The status label of SPEC §4 as a badge, in one colour per status on every screen (catalogue, dashboard,
 * admin table); the text carries the meaning, the colour only helps.
 */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={tones[status]}>{projectStatusLabel(status)}</Badge>;
}
