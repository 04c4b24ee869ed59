import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ExamPlanForm } from '../../components/ExamPlanForm';
import { formatDay } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { countdown } from '../../lib/examPlanText';

/** The same plan as the dashboard's "Your exam" card (issue #27), shown and changed from the account page. */
export function ExamPlanSection() {
  const trpc = useTRPC();
  const plan = useQuery(trpc.learner.examPlan.queryOptions());
  if (!plan.data) return <Text color="fg.muted">Loading your plan…</Text>;
  const p = plan.data;
  return (
    <Stack gap="4" align="stretch">
      <Text data-testid="account-exam-plan">
        {p.planned ? `${p.examName} on ${formatDay(p.date)} · ${countdown(p)}` : 'No exam date yet: choose your exam and its date.'}
      </Text>
      <ExamPlanForm
        // A new key when the stored plan changes, so the form starts again from it.
        key={p.planned ? `${p.exam}-${p.date}` : 'none'}
        today={p.today}
        exam={p.planned ? p.exam : undefined}
        date={p.planned && p.phase !== 'past' ? p.date : undefined}
      />
    </Stack>
  );
}
