import { Pencil } from '../../../ui/icons/pencil';
import { Button } from '../../../ui/button';
import { adminTexts as t } from '../texts';

export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="small" aria-label={`${t.edit}: ${name}`} onClick={onClick}>
      <Pencil size={16} aria-hidden="true" />
    </Button>
  );
}
