import { useSearchParams } from 'react-router-dom';

/** A tab's list, create or edit mode, kept in the URL (?neu / ?bearbeiten=ID) so reload and back keep it. */
export type AdminMode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number };

export function adminModeOf(params: URLSearchParams): AdminMode {
  const editId = Number(params.get('bearbeiten'));
  return params.has('neu')
    ? { kind: 'create' }
    : Number.isSafeInteger(editId) && editId > 0
      ? { kind: 'edit', id: editId }
      : { kind: 'list' };
}

export function useAdminMode() {
  const [params, setParams] = useSearchParams();
  const mode = adminModeOf(params);

  function go(next: AdminMode) {
    const p = new URLSearchParams(params);
    p.delete('neu');
    p.delete('bearbeiten');
    if (next.kind === 'create') p.set('neu', '');
    if (next.kind === 'edit') p.set('bearbeiten', String(next.id));
    setParams(p);
    // A form opened from the list's last row, or the list after saving, starts at its heading.
    window.scrollTo(0, 0);
  }

  return {
    mode,
    showList: () => go({ kind: 'list' }),
    create: () => go({ kind: 'create' }),
    edit: (id: number) => go({ kind: 'edit', id }),
  };
}
