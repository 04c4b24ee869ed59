import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { AdminQuestion } from './types';
import { useInvalidateAdmin } from './useInvalidateAdmin';

/** Approving publishes a draft to learners; rejecting deletes it (issue #7). */
export function useDrafts() {
  const trpc = useTRPC();
  const invalidate = useInvalidateAdmin();
  const approveM = useMutation(trpc.admin.approveQuestion.mutationOptions());
  const rejectM = useMutation(trpc.admin.rejectQuestion.mutationOptions());
  const [busy, setBusy] = useState<{ id: number; action: 'approve' | 'reject' } | null>(null);

  async function run(q: AdminQuestion, action: 'approve' | 'reject', send: () => Promise<unknown>, ok: string, failed: string) {
    setBusy({ id: q.id, action });
    try {
      await send();
      notify(ok, undefined, 'success');
    } catch (err) {
      notify(failed, errorMessage(err, 'Please try again.'), 'error');
    } finally {
      setBusy(null);
      // Also after a failure: a 404 means someone else already approved or rejected it.
      void invalidate.questions();
    }
  }

  return {
    busy,
    approve: (q: AdminQuestion) =>
      run(q, 'approve', () => approveM.mutateAsync({ id: q.id }), 'Question approved', 'Failed to approve question'),
    reject: (q: AdminQuestion) => {
      if (!window.confirm('Reject this draft? It will be deleted.')) return;
      void run(q, 'reject', () => rejectM.mutateAsync({ id: q.id }), 'Draft rejected', 'Failed to reject draft');
    },
  };
}
