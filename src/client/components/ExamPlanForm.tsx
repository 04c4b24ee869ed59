import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { RTE_FIRST_DAY, TMC_LAST_DAY, type PlannedExam } from '../../shared/examPlan';
import { errorMessage } from '../lib/errors';
import { useTRPC } from '../lib/trpc';
import './buttons.css';
import './examPlan.css';

interface Props {
  /** The plan as stored, to start from; none: the RTE, which every candidate sits from 2027. */
  exam?: PlannedExam;
  date?: string;
  /** Today on the server's calendar (UTC), the earliest day the server accepts. */
  today: string;
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * Which exam and when (issue #27): plain markup, so the dashboard shows it without Chakra. The browser only offers
 * days in the exam's range; the server decides and says why it refuses (shown under the form).
 */
export function ExamPlanForm({ exam: startExam = 'rte', date: startDate = '', today, onSaved, onCancel }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.learner.setExamPlan.mutationOptions());
  const [exam, setExam] = useState<PlannedExam>(startExam);
  const [date, setDate] = useState(startDate);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const plan = await save.mutateAsync({ plan: { exam, date } });
      queryClient.setQueryData(trpc.learner.examPlan.queryKey(), plan);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.learner.dashboard.queryKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.learner.readiness.queryKey() }),
      ]);
      onSaved?.();
    } catch (err) {
      setError(errorMessage(err, 'The plan was not saved; please try again.'));
    }
  }

  const min = exam === 'rte' && today < RTE_FIRST_DAY ? RTE_FIRST_DAY : today;
  return (
    <form className="plan-form" onSubmit={(e) => void submit(e)} data-testid="exam-plan-form">
      <div className="plan-form__fields">
        <div className="plan-form__field">
          <label htmlFor={`${id}-exam`}>Exam</label>
          <select id={`${id}-exam`} value={exam} onChange={(e) => setExam(e.target.value as PlannedExam)}>
            <option value="rte">RTE (every candidate from 1 January 2027)</option>
            <option value="tmc">TMC (until 31 December 2026)</option>
          </select>
        </div>
        <div className="plan-form__field">
          <label htmlFor={`${id}-date`}>Exam date</label>
          <input
            id={`${id}-date`}
            type="date"
            required
            value={date}
            min={min}
            max={exam === 'tmc' ? TMC_LAST_DAY : undefined}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
      </div>
      {error && (
        <p className="plan-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="plan-form__actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
