import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS } from '../../../shared/plans';
import { ButtonLink } from '../../components/ButtonLink';
import { ExamCards } from '../../components/ExamCards';
import { RequireAuth } from '../../components/RequireAuth';
import { StatCard } from '../../components/StatCard';
import { formatDate } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import type { RouterOutput } from '../../lib/types';
import { isPaymentReturn } from '../../lib/paymentReturnParams';
import { ReviewDueCard } from './ReviewDueCard';
import { ExamPlanCard } from './ExamPlanCard';
import { CseReadyCard } from './CseReadyCard';
import { isFirstVisit } from '../../../shared/examPlan';
import './dashboard.css';

/** Stripe's return lands here rarely: its handling (and Stripe's code) loads only then. */
const PaymentReturn = lazy(() => import('../../components/PaymentReturn'));

type ReadinessView = RouterOutput['learner']['readiness'];

/** Under the Exam Ready percent: the target, and the 80 % interval or what it still needs (the server says what). */
function readinessCaption(r: ReadinessView | undefined): string | undefined {
  if (!r || r.status === 'cse') return undefined;
  if (r.status !== 'ready') return `Not enough data yet — ${r.shortfall} · ${r.label}`;
  const pct = (x: number) => Math.round(100 * x);
  return `Chance of passing ${r.label}; 80 % interval ${pct(r.low)}–${pct(r.high)} %`;
}

/**
 * Plain markup and CSS like the landing page, not Chakra: building Chakra's system and its styles was
 * most of the second of JavaScript a phone spent before the dashboard showed. The data still comes
 * through TanStack Query (app/AppLayout.tsx), shared with the other screens.
 */
function Dashboard() {
  const { user } = useSession();
  const trpc = useTRPC();
  // One request for the whole page (stats, latest attempts, progress, plan usage).
  const dashboard = useQuery(trpc.learner.dashboard.queryOptions());
  const { isPending } = dashboard;
  const stats = { data: dashboard.data?.stats, isPending };
  const recent = { data: dashboard.data?.recentAttempts, isPending };
  const progress = { data: dashboard.data?.progress, isPending };
  const usage = { data: dashboard.data?.planUsage };
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returned = isPaymentReturn(params);
  // Stays once started: handling the return cleans the address, and its toast comes after.
  const [paymentReturn, setPaymentReturn] = useState(returned);
  if (returned && !paymentReturn) setPaymentReturn(true);
  if (!user) return null;
  const greetingName = user.firstName || user.username;
  // The server's answer once it is here; until then the signed-in user's own counts (the same rule).
  const firstVisit = dashboard.data?.firstVisit ?? isFirstVisit({ ...user, reportedQuizzes: 0 });

  return (
    <div className="dash">
      {paymentReturn && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      <div className="dash-top">
        <div>
          <h1 className="dash-h1">
            {firstVisit ? 'Welcome' : 'Welcome back'}, {greetingName}!
          </h1>
          <p className="dash-muted">
            {firstVisit ? 'Set your exam date below and start your first questions.' : 'Pick up where you left off.'}
          </p>
        </div>
        <ButtonLink to="/quiz" size="lg">
          Start Quick Quiz
        </ButtonLink>
      </div>

      {dashboard.data && <ExamPlanCard plan={dashboard.data.examPlan} />}

      {!user.isPro && (
        <div className="dash-free" data-testid="free-plan-card">
          <h2 className="dash-title">Free Plan Limits</h2>
          <ul className="dash-small">
            <li>
              Practice Exam: {usage.data ? `${usage.data.attemptsUsed} of ${usage.data.attemptsAllowed}` : '…'} attempts used in the last{' '}
              {usage.data?.windowDays ?? FREE_WINDOW_DAYS} days ({FREE_ATTEMPTS_PER_WINDOW} allowed every {FREE_WINDOW_DAYS} days).
            </li>
            <li>Topic practice quizzes, mixed practice exams and the CRT and RRT simulations need Pro.</li>
            <li>The free preview quiz is always open.</li>
          </ul>
          <ButtonLink to="/subscription" variant="accent">
            Unlock All Questions
          </ButtonLink>
        </div>
      )}

      <div className="dash-stats">
        <StatCard label="Quizzes Taken" value={stats.data?.totalQuizzes} loading={stats.isPending} />
        <StatCard label="Average Score" value={stats.data?.averageScore} suffix="%" loading={stats.isPending} />
        <StatCard
          label="Study Streak"
          value={stats.data?.studyStreak}
          suffix={stats.data?.studyStreak === 1 ? ' day' : ' days'}
          loading={stats.isPending}
        />
        {dashboard.data?.readiness.status === 'cse' ? (
          <CseReadyCard r={dashboard.data.readiness} />
        ) : (
          <StatCard
            label="Exam Ready"
            value={stats.data?.examReadiness}
            suffix="%"
            loading={stats.isPending}
            caption={readinessCaption(dashboard.data?.readiness)}
          />
        )}
      </div>

      {user.isPro && <ReviewDueCard />}

      <h2 className="dash-h2">NBRC Exam Center</h2>
      <ExamCards isPro={user.isPro} onStart={() => navigate('/exam')} />

      <div className="dash-pair">
        <div className="ui-card">
          <div className="dash-card-head">
            <h2 className="dash-title">Recent quizzes</h2>
            <Link to="/history" className="dash-link">
              History
            </Link>
          </div>
          {recent.isPending ? (
            <div className="ui-skeleton dash-block__skeleton" aria-busy="true" />
          ) : recent.data && recent.data.length > 0 ? (
            <ul className="dash-recent" data-testid="recent-attempts">
              {recent.data.map((a) => {
                const row = (
                  <>
                    <div>
                      <span className="dash-recent__title">{a.title}</span>
                      <span className="dash-muted dash-tiny">
                        {formatDate(a.completedAt)} ·{' '}
                        {a.selfReported ? 'self-reported, not graded' : `${a.correctCount}/${a.totalQuestions} correct`}
                      </span>
                    </div>
                    <span className={`ui-badge ui-badge--lg ${a.score >= 75 ? 'ui-badge--green' : 'ui-badge--orange'}`}>{a.score}%</span>
                  </>
                );
                // A self-reported score has no answers to reopen.
                return (
                  <li key={a.id}>
                    {a.selfReported ? (
                      <div className="dash-recent__row">{row}</div>
                    ) : (
                      <Link to={`/history/${a.id}`} className="dash-recent__row">
                        {row}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="dash-muted">No quizzes yet. Your finished quizzes and exams appear here.</p>
          )}
        </div>
        <div className="ui-card">
          <h2 className="dash-title">Progress by topic</h2>
          {progress.isPending ? (
            <div className="ui-skeleton dash-block__skeleton" aria-busy="true" />
          ) : progress.data && progress.data.length > 0 ? (
            <table className="dash-table">
              <thead>
                <tr>
                  <th scope="col">Topic</th>
                  <th scope="col" className="dash-num">
                    Quizzes
                  </th>
                  <th scope="col" className="dash-num">
                    Average
                  </th>
                </tr>
              </thead>
              <tbody>
                {progress.data.map((p) => (
                  <tr key={p.topicId ?? p.topicName}>
                    <td>{p.topicName}</td>
                    <td className="dash-num">{p.totalQuizzes}</td>
                    <td className="dash-num">{p.averageScore}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="dash-muted">Finish a topic quiz to see your progress per topic.</p>
          )}
        </div>
      </div>
    </div>
  );
}

export default function DashboardPage() {
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
