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
  // With an exam plan, Exam Ready aims at that exam: only its two cuts are offered (the server refuses the others).
  const planned = current.data?.plannedExam ?? null;
  const targets = planned ? READINESS_TARGETS.filter((t) => describeTarget(t).exam === planned) : READINESS_TARGETS;

  async function choose(next: string) {
    try {
      const r = await save.mutateAsync({ target: next === '' ? null : (next as ReadinessTarget) });
      queryClient.setQueryData(trpc.learner.readiness.queryKey(), r);
      await queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.learner.examPlan.queryKey() });
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
        <option value="">
          {`${planned ? 'By your plan' : 'By date'} (${current.data && !current.data.chosen ? current.data.label : 'TMC through 2026, RTE from 2027'})`}
        </option>
        {targets.map((t) => (
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
