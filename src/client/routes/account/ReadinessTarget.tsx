import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { READINESS_TARGETS, describeTarget, type ReadinessTarget } from '../../../shared/readiness';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/** The exam and cut the dashboard's Exam Ready card aims at (issue #19); the server validates and stores it. */
export function ReadinessTargetChoice() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.learner.readiness.queryOptions());
  const save = useMutation(trpc.learner.setReadinessTarget.mutationOptions());
  const value = current.data ? (current.data.chosen ? current.data.target : '') : '';

  async function choose(next: string) {
    try {
      const r = await save.mutateAsync({ target: next === '' ? null : (next as ReadinessTarget) });
      queryClient.setQueryData(trpc.learner.readiness.queryKey(), r);
      await queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
      notify('Exam target saved', r.label, 'success');
    } catch (err) {
      notify('The target was not saved', errorMessage(err, 'please try again.'), 'error');
    }
  }

  return (
    <Stack gap="2" align="flex-start">
      <label htmlFor="readiness-target">
        <Text fontWeight="medium">Exam Ready aims at</Text>
      </label>
      <select
        id="readiness-target"
        style={{ padding: '0.5rem', borderRadius: '0.375rem', border: '1px solid #cbd5e1', maxWidth: '100%' }}
        value={value}
        disabled={current.isPending || save.isPending}
        onChange={(e) => void choose(e.target.value)}
        data-testid="readiness-target"
      >
        <option value="">By date ({current.data && !current.data.chosen ? current.data.label : 'TMC through 2026, RTE from 2027'})</option>
        {READINESS_TARGETS.map((t) => (
          <option key={t} value={t}>
            {describeTarget(t).label}
          </option>
        ))}
      </select>
      <Text color="fg.muted" fontSize="sm">
        The dashboard shows your probability of reaching this cut on a form drawn like the real exam.
      </Text>
    </Stack>
  );
}
