import { EXAMS, SPEC_EXAM_TYPES, type ExamType } from '../../shared/exams';
import { formatDuration } from '../lib/format';
import './buttons.css';
import './cards.css';

interface Props {
  /** The exams to show: the spec's three unless told (the exam center adds the real-format simulations). */
  types?: readonly ExamType[];
  isPro: boolean;
  onStart: (type: ExamType) => void;
  /** The exam being started: its button spins and every start button waits. */
  busy?: ExamType | null;
}

/** The NBRC exam cards of the dashboard (the spec's three) and the exam center (all five). */
export function ExamCards({ types = SPEC_EXAM_TYPES, isPro, onStart, busy }: Props) {
  return (
    <div className="ui-exam-cards">
      {types.map((type) => {
        const exam = EXAMS[type];
        const locked = exam.proOnly && !isPro;
        return (
          <div key={type} className="ui-card ui-exam-card" data-testid={`exam-card-${type}`}>
            <h3 className="ui-exam-card__title">{exam.name}</h3>
            <p className="ui-muted ui-small">{exam.description}</p>
            <div className="ui-badges">
              <span className="ui-badge">{exam.questionCount} questions</span>
              <span className="ui-badge">{formatDuration(exam.timeLimitMinutes)}</span>
              {exam.proOnly && <span className="ui-badge ui-badge--yellow">Pro</span>}
            </div>
            <button
              type="button"
              className={`btn ${locked ? 'btn-outline' : 'btn-primary'} ui-exam-card__start`}
              disabled={locked || Boolean(busy)}
              aria-busy={busy === type || undefined}
              onClick={() => onStart(type)}
            >
              {busy === type && <span className="btn__spinner" aria-hidden />}
              {locked ? 'Pro Required' : `Start ${exam.name}`}
            </button>
          </div>
        );
      })}
    </div>
  );
}
