import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ButtonLink } from '../../components/ButtonLink';
import { ExamPlanForm } from '../../components/ExamPlanForm';
import { countdown, plural } from '../../lib/examPlanText';
import { formatDay } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';

type Plan = RouterOutput['learner']['dashboard']['examPlan'];
type Planned = Extract<Plan, { planned: true }>;

function TodaysPlan({ p }: { p: Planned }) {
  return (
    <div className="plan-today" data-testid="todays-plan">
      <h3 className="dash-title">Today’s plan</h3>
      <ul className="dash-small">
        {p.phase === 'today' ? (
          <li>No new questions today. Good luck!</li>
        ) : p.unanswered === 0 ? (
          <li data-testid="plan-new">You have answered every question in the {p.examName} bank: keep reviewing.</li>
        ) : (
          <li data-testid="plan-new">
            <strong>{plural(p.newToday, 'new question')}</strong> a day: {p.unanswered.toLocaleString()} of the {p.examName} bank still
            unanswered, {plural(p.daysLeft, 'day')} left.
            {p.limitedByDailyNew &&
              ` Your daily new-question limit (${p.dailyNewLimit}) is below the ${p.pace} a day that covers the bank: at ${p.newToday} a day you cover ${p.coveredByExam.toLocaleString()} of them before the exam.`}
          </li>
        )}
        <li data-testid="plan-reviews">
          <strong>{plural(p.reviewsToday, 'review')}</strong> due today
          {p.limitedByDailyReview && ` (${p.reviewsDue.toLocaleString()} due; your daily review limit is ${p.dailyReviewLimit})`}.
        </li>
        {p.phase === 'ahead' && (
          <li data-testid="plan-simulations">
            {p.firstSimulationNow
              ? `Sit your first ${p.simulationName} now, to see where you stand.`
              : `You have taken ${plural(p.simulationsTaken, 'full simulation')} of the ${p.examName}.`}{' '}
            {p.lastSimulationDay
              ? `Sit the last one on ${formatDay(p.lastSimulationDay)}, a week before the exam.`
              : 'Less than a week to go: no more full simulations, review your misses instead.'}
          </li>
        )}
      </ul>
    </div>
  );
}

/**
 * The dashboard's "Your exam" card (issue #27): a card that asks for the exam and date when there is no plan — never
 * a dialog in the way — and otherwise the countdown, readiness or what it still needs, and today's plan. Every figure
 * is the server's (learner.dashboard).
 */
export function ExamPlanCard({ plan }: { plan: Plan }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const clear = useMutation(trpc.learner.setExamPlan.mutationOptions());
  const [editing, setEditing] = useState(false);
  const [sat, setSat] = useState(false);

  if (!plan.planned || editing) {
    return (
      <section className="ui-card plan-card" data-testid="exam-plan-card" aria-labelledby="plan-heading">
        <h2 className="dash-title" id="plan-heading">
          Your exam
        </h2>
        <p className="dash-muted dash-small">
          {sat
            ? 'Well done for sitting it. Planning another exam? Choose it and its date.'
            : 'Which exam do you sit, and when? Respira plans each day to your exam date.'}
        </p>
        <ExamPlanForm
          today={plan.today}
          exam={plan.planned ? plan.exam : undefined}
          date={plan.planned && plan.phase !== 'past' ? plan.date : undefined}
          onSaved={() => setEditing(false)}
          onCancel={plan.planned ? () => setEditing(false) : undefined}
        />
      </section>
    );
  }

  async function satIt() {
    await clear.mutateAsync({ plan: null });
    setSat(true);
    await queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() });
  }

  return (
    <section className="ui-card plan-card" data-testid="exam-plan-card" aria-labelledby="plan-heading">
      <div className="plan-card__head">
        <h2 className="dash-title" id="plan-heading">
          Your exam
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(true)}>
          Change plan
        </button>
      </div>
      <p data-testid="plan-exam">
        {plan.examName} · {formatDay(plan.date)}
      </p>
      <p className="plan-card__countdown" data-testid="plan-countdown">
        {countdown(plan)}
      </p>
      {plan.phase === 'past' ? (
        <div className="plan-card__past">
          <p className="dash-small">Did you sit the {plan.examName}?</p>
          <div className="plan-form__actions">
            <button type="button" className="btn btn-outline" disabled={clear.isPending} onClick={() => void satIt()}>
              Yes, I sat it
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setEditing(true)}>
              Pick a new date
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="dash-small" data-testid="plan-readiness">
            {plan.readiness.percent === null
              ? plan.readiness.missing
              : `Readiness: ${plan.readiness.percent} % chance of passing (${plan.readiness.label}).`}
          </p>
          <TodaysPlan p={plan} />
          {plan.phase === 'ahead' && plan.firstSimulationNow && (
            <ButtonLink to="/exam" variant="outline" size="sm">
              Go to the exam center
            </ButtonLink>
          )}
        </>
      )}
    </section>
  );
}
