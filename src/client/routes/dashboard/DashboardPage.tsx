import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FREE_ATTEMPTS_PER_WINDOW, FREE_WINDOW_DAYS } from '../../../shared/plans';
import { RequireSignIn } from '../../components/RequireSignIn';
import { formatDate } from '../../lib/format';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import { isPaymentReturn } from '../subscription/paymentReturnParams';
import { DashboardExamCards } from './DashboardExamCards';
import { ReviewDueCard } from './ReviewDueCard';
import './dashboard.css';

/** Stripe's return lands here rarely; its handling and the toaster that announces it bring Chakra, so only then. */
const PaymentReturn = lazy(() => import('../subscription/PaymentReturn'));

function StatCard({ label, value, suffix, loading }: { label: string; value: number | undefined; suffix?: string; loading: boolean }) {
  return (
    <div className="dash-card" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <span className="dash-muted dash-small">{label}</span>
      {loading ? (
        <span className="dash-skeleton dash-stat__skeleton" aria-busy="true" />
      ) : (
        <span className="dash-stat__value">
          {value ?? 0}
          {suffix}
        </span>
      )}
    </div>
  );
}

/** A link around a button (see components/ButtonLink.tsx), in the shell's plain button styles. */
function PlainButtonLink({ to, className, children }: { to: string; className: string; children: string }) {
  return (
    <Link className="btn-link" to={to} tabIndex={-1}>
      <button type="button" className={`btn ${className}`}>
        {children}
      </button>
    </Link>
  );
}

/**
 * Plain markup and CSS like the landing page, not Chakra: building Chakra's system and its styles was
 * most of the second of JavaScript a phone spent before the dashboard showed. The data still comes
 * through TanStack Query (DataLayout), shared with the other screens.
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
  const [params] = useSearchParams();
  const returned = isPaymentReturn(params);
  // Stays once started: handling the return cleans the address, and its toast comes after.
  const [paymentReturn, setPaymentReturn] = useState(returned);
  if (returned && !paymentReturn) setPaymentReturn(true);
  if (!user) return null;
  const greetingName = user.firstName || user.username;

  return (
    <div className="dash">
      {paymentReturn && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      <div className="dash-top">
        <div>
          <h1 className="dash-h1">Welcome back, {greetingName}!</h1>
          <p className="dash-muted">Pick up where you left off.</p>
        </div>
        <PlainButtonLink to="/quiz" className="btn-primary btn-lg">
          Start Quick Quiz
        </PlainButtonLink>
      </div>

      {!user.isPro && (
        <div className="dash-free" data-testid="free-plan-card">
          <h2 className="dash-title">Free Plan Limits</h2>
          <ul className="dash-small">
            <li>
              Practice Exam: {usage.data ? `${usage.data.attemptsUsed} of ${usage.data.attemptsAllowed}` : '…'} attempts used in the
              last {usage.data?.windowDays ?? FREE_WINDOW_DAYS} days ({FREE_ATTEMPTS_PER_WINDOW} allowed every {FREE_WINDOW_DAYS} days).
            </li>
            <li>Topic practice quizzes, mixed practice exams and the CRT and RRT simulations need Pro.</li>
            <li>The free preview quiz is always open.</li>
          </ul>
          <PlainButtonLink to="/subscription" className="btn-accent">
            Unlock All Questions
          </PlainButtonLink>
        </div>
      )}

      <div className="dash-stats">
        <StatCard label="Quizzes Taken" value={stats.data?.totalQuizzes} loading={stats.isPending} />
        <StatCard label="Average Score" value={stats.data?.averageScore} suffix="%" loading={stats.isPending} />
        <StatCard label="Study Streak" value={stats.data?.studyStreak} suffix={stats.data?.studyStreak === 1 ? ' day' : ' days'} loading={stats.isPending} />
        <StatCard label="Exam Ready" value={stats.data?.examReadiness} suffix="%" loading={stats.isPending} />
      </div>

      {user.isPro && <ReviewDueCard />}

      <h2 className="dash-h2">NBRC Exam Center</h2>
      <DashboardExamCards isPro={user.isPro} />

      <div className="dash-pair">
        <div className="dash-card">
          <h2 className="dash-title">Recent quizzes</h2>
          {recent.isPending ? (
            <div className="dash-skeleton dash-block__skeleton" aria-busy="true" />
          ) : recent.data && recent.data.length > 0 ? (
            <ul className="dash-recent" data-testid="recent-attempts">
              {recent.data.map((a) => (
                <li key={a.id}>
                  <div>
                    <span className="dash-recent__title">{a.title}</span>
                    <span className="dash-muted dash-tiny">
                      {formatDate(a.completedAt)} · {a.selfReported ? 'self-reported, not graded' : `${a.correctCount}/${a.totalQuestions} correct`}
                    </span>
                  </div>
                  <span className={`dash-badge dash-badge--lg ${a.score >= 75 ? 'dash-badge--green' : 'dash-badge--orange'}`}>{a.score}%</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="dash-muted">No quizzes yet. Your finished quizzes and exams appear here.</p>
          )}
        </div>
        <div className="dash-card">
          <h2 className="dash-title">Progress by topic</h2>
          {progress.isPending ? (
            <div className="dash-skeleton dash-block__skeleton" aria-busy="true" />
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
    <RequireSignIn>
      <Dashboard />
    </RequireSignIn>
  );
}
