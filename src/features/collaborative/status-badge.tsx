import { collaborativeStatusLabels, type CollaborativeStatus } from '../../domain/collaborative-project';
import { Badge, type BadgeTone } from '../../ui/badge';

const tones: Record<CollaborativeStatus, BadgeTone> = { active: 'success', completed: 'primary', archived: 'neutral' };

/** Aktiv, Abgeschlossen or Archiviert. */
export function CollaborativeStatusBadge({ status }: { status: CollaborativeStatus }) {
  return <Badge tone={tones[status]}>{collaborativeStatusLabels[status]}</Badge>;
}
