import { Link } from 'react-router';
import type { RouterOutput } from '../../lib/types';

type CseReadinessView = Extract<RouterOutput['learner']['readiness'], { status: 'cse' }>;

/**
 * The Exam Ready card when it aims at the CSE (issue #32): no percent, since the CSE has no published cut to be a
 * probability of; the server's counts of simulation results, its verdict by the stated rule, and the way to the
 * simulations (docs/decisions/091-cse-readiness.md).
 */
export function CseReadyCard({ r }: { r: CseReadinessView }) {
  const c = r.cse;
  const value = c.status === 'insufficient' ? 'Not enough data' : c.onTrack ? 'On track' : 'Not on track yet';
  return (
    <div className="ui-card ui-stat" data-testid="stat-exam-ready">
      <span className="ui-stat__label">Exam Ready · {r.label}</span>
      <span className="ui-stat__value dash-cse-value" data-testid="cse-ready-value">
        {value}
      </span>
      <span className="ui-stat__caption" data-testid="cse-ready-summary">
        {c.summary}
        {c.verdict && ` ${c.verdict}`}
      </span>
      <details className="ui-stat__caption dash-small">
        <summary>How this is read</summary>
        <p>{c.rule}</p>
        <p>{c.note}</p>
      </details>
      <Link to="/cse" className="dash-link">
        Clinical simulations
      </Link>
    </div>
  );
}
