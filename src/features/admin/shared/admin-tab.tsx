import type { ComponentType } from 'react';
import { useAdminMode } from './admin-mode';

/** A tab's list, with the ways to the create form and to a row's edit form. */
export interface AdminListProps {
  onCreate: () => void;
  onEdit: (id: number) => void;
}

export interface AdminTabProps {
  List: ComponentType<AdminListProps>;
  /** The create (`id` null) or edit form, with the way back to the list. */
  Editor: ComponentType<{ id: number | null; onBack: () => void }>;
}

/** A tab's list, or its create or edit form, as the URL says (?neu, ?bearbeiten=ID); each record's form starts afresh. */
export function AdminTab({ List, Editor }: AdminTabProps) {
  const { mode, showList, create, edit } = useAdminMode();
  if (mode.kind === 'list') return <List onCreate={create} onEdit={edit} />;
  const id = mode.kind === 'edit' ? mode.id : null;
  return <Editor key={id ?? 'neu'} id={id} onBack={showList} />;
}
