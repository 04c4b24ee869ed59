import { useNavigate } from 'react-router';
import { EXAMS, EXAM_TYPES } from '../../../shared/exams';
import { formatDuration } from '../../lib/format';

/** The three NBRC exam cards of components/ExamCards.tsx, in plain markup for the dashboard; all start buttons go to /exam. */
export function DashboardExamCards({ isPro }: { isPro: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="dash-exams">
      {EXAM_TYPES.map((type) => {
        const exam = EXAMS[type];
        const locked = exam.proOnly && !isPro;
        return (
          <div key={type} className="dash-card dash-exam" data-testid={`exam-card-${type}`}>
            <h3 className="dash-title">{exam.name}</h3>
            <p className="dash-muted dash-small">{exam.description}</p>
            <div className="dash-badges">
              <span className="dash-badge">{exam.questionCount} questions</span>
              <span className="dash-badge">{formatDuration(exam.timeLimitMinutes)}</span>
              {exam.proOnly && <span className="dash-badge dash-badge--yellow">Pro</span>}
            </div>
            <button type="button" className={`btn ${locked ? 'btn-outline' : 'btn-primary'} dash-exam__start`} disabled={locked} onClick={() => navigate('/exam')}>
              {locked ? 'Pro Required' : `Start ${exam.name}`}
            </button>
          </div>
        );
      })}
    </div>
  );
}
