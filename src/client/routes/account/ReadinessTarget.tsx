import { Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CSE_END, TMC_END } from '../../../shared/examFacts';
import { CUT_TARGETS, describeTarget, targetLabel, type ReadinessTarget } from '../../../shared/readiness';
import { notify } from '../../components/Toaster';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';

type ReadinessView = RouterOutput['learner']['readiness'];

/**
 * The exam and cut the dashboard's Exam Ready card aims at (issue #19), and whether the learner sits the CSE (issue
 * #32), which alone offers the CSE as a target. The server validates and stores both.
 */
export function ReadinessTargetChoice() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const current = useQuery(trpc.learner.readiness.queryOptions());
  const save = useMutation(trpc.learner.setReadinessTarget.mutationOptions());
  const saveSits = useMutation(trpc.learner.setSitsCse.mutationOptions());
  const value = current.data ? (current.data.chosen ? current.data.target : '') : '';
  const sitsCse = current.data?.sitsCse ?? false;
  // With an exam plan, Exam Ready aims at that exam: only its two cuts are offered (the server refuses the others).
  // The CSE is a separate exam, offered whatever the plan to a learner who sits it.
  const planned = current.data?.plannedExam ?? null;
  const cuts = planned ? CUT_TARGETS.filter((t) => describeTarget(t).exam === planned) : CUT_TARGETS;
  const targets: ReadinessTarget[] = sitsCse ? [...cuts, 'cse'] : [...cuts];

  async function saved(r: ReadinessView) {
    queryClient.setQueryData(trpc.learner.readiness.queryKey(), r);
    await queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
    await queryClient.invalidateQueries({ queryKey: trpc.learner.examPlan.queryKey() });
  }

  async function choose(next: string) {
    try {
      const r = await save.mutateAsync({ target: next === '' ? null : (next as ReadinessTarget) });
      await saved(r);
      notify('Exam target saved', r.label, 'success');
    } catch (err) {
      notify('The target was not saved', errorMessage(err, 'please try again.'), 'error');
    }
  }

  async function setSits(next: boolean) {
    try {
      const r = await saveSits.mutateAsync({ sitsCse: next });
      await saved(r);
      notify(next ? 'You sit the CSE' : 'You do not sit the CSE', `Exam Ready aims at ${r.label}.`, 'success');
    } catch (err) {
      notify('Not saved', errorMessage(err, 'please try again.'), 'error');
    }
  }

  return (
    <Stack gap="2" align="flex-start">
      <Switch.Root
        checked={sitsCse}
        disabled={current.isPending || saveSits.isPending}
        onCheckedChange={(d) => void setSits(d.checked)}
        data-testid="sits-cse"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>I sit the CSE</Switch.Label>
      </Switch.Root>
      <Text color="fg.muted" fontSize="sm">
        Candidates who pass the TMC at the high cut by {TMC_END} may sit the Clinical Simulation Examination (CSE) until {CSE_END}.
      </Text>
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
            {targetLabel(t)}
          </option>
        ))}
      </select>
      <Text color="fg.muted" fontSize="sm">
        {value === 'cse'
          ? 'The dashboard shows how often your simulation problems met the passing levels, and your last full simulation.'
          : 'The dashboard shows your probability of reaching this cut on a form drawn like the real exam.'}
      </Text>
    </Stack>
  );
}
