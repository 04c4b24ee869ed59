import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../components/Toaster';
import { useTRPC } from '../../lib/trpc';
import type { AdminQuestion } from './types';

/**
 * /admin-enhanced?edit=ID opens that question in the edit dialog (the item analysis links each row here). The
 * parameter is removed once handled, so closing the dialog or reloading does not open it again.
 */
export function useEditFromLink(openEdit: (q: AdminQuestion) => void) {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const raw = params.get('edit');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const found = useQuery({ ...trpc.admin.questions.queryOptions({ id: id ?? 1, limit: 1 }), enabled: id !== null && id > 0 });

  useEffect(() => {
    if (raw === null) return;
    const clear = () =>
      setParams(
        (p) => {
          p.delete('edit');
          return p;
        },
        { replace: true },
      );
    if (id === null || id < 1) {
      notify('Question not found', `“${raw}” is not a question id.`, 'warning');
      clear();
      return;
    }
    if (found.isPending) return;
    const q = found.data?.items[0];
    if (q) openEdit(q);
    else notify('Question not found', `Question #${id} is not in the bank (or belongs to a case set: edit it under Case sets).`, 'warning');
    clear();
  }, [raw, id, found.isPending, found.data, openEdit, setParams]);
}
