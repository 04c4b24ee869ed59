import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { examSessions, tests } from '../../../db/schema';
import { EXAMS, type ExamType } from '../../shared/exams';
import type { Config } from '../config';
import type { DB } from '../db';
import { isLimitRefusal } from '../engine/limiters';
import { WaitRequired } from '../waitRequired';
import { notCaseRun } from './caseRuns';
import { DomainError } from './domainError';
import type { Deps } from './deps';

/**
 * Per-account limits on the write paths a script can loop (issue #28): open exams, exam starts, open tests, test
 * starts, offline syncs. Each is far above what a student does
 * (docs/decisions/071-per-account-limits-on-what-a-script-can-loop.md) and set by the environment
 * (config.ts: LEARNER_*), so the bench can lift them. The counts are read from the tables the writes fill, inside
 * the writing transaction under the learner's lock, so parallel starts cannot all pass; the sync's per-minute count
 * uses the shared limiter (PostgreSQL's rate_limits table across processes).
 */

const HOUR_MS = 3_600_000;

export function tooManyRequests(message: string, waitMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new DomainError({
    code: 'TOO_MANY_REQUESTS',
    message: `${message} Try again in ${waitText(seconds)}.`,
    cause: new WaitRequired(seconds),
  });
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * How long until the oldest of the last `limit` starts leaves the hour, or 0 when fewer than `limit` started in it.
 * `starts` are the start times in the window, oldest first.
 */
export function hourlyWaitMs(starts: readonly Date[], limit: number, now: Date): number {
  if (starts.length < limit) return 0;
  const oldestCounted = starts[starts.length - limit]!;
  return Math.max(1000, oldestCounted.getTime() + HOUR_MS - now.getTime());
}

/** Exam starts: at most LEARNER_OPEN_EXAMS running (unsubmitted, before their deadline), LEARNER_EXAM_STARTS_PER_HOUR an hour. */
export async function assertExamStartAllowed(tx: DB, config: Config, userId: number, now: Date): Promise<void> {
  const open = await tx
    .select({ id: examSessions.id, examType: examSessions.examType })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), isNull(examSessions.submittedAt), gt(examSessions.deadlineAt, now)))
    .orderBy(desc(examSessions.startedAt));
  if (open.length >= config.LEARNER_OPEN_EXAMS) {
    const latest = open[0]!;
    const name = EXAMS[latest.examType as ExamType]?.name ?? latest.examType;
    throw new DomainError({
      code: 'CONFLICT',
      message: `You have ${open.length} exams in progress: resume your ${name} (exam ${latest.id}) or submit one before starting another`,
    });
  }
  const recent = await tx
    .select({ at: examSessions.startedAt })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), gt(examSessions.startedAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(examSessions.startedAt));
  const wait = hourlyWaitMs(
    recent.map((r) => r.at),
    config.LEARNER_EXAM_STARTS_PER_HOUR,
    now,
  );
  if (wait > 0) throw tooManyRequests(`You started ${recent.length} exams in the last hour.`, wait);
}

/**
 * Test creation: at most LEARNER_OPEN_TESTS unfinished tests that still take answers (a timed test past its
 * deadline takes none), LEARNER_TEST_STARTS_PER_HOUR an hour. Case runs are the case's own (one open run a set).
 */
export async function assertTestStartAllowed(tx: DB, config: Config, userId: number, now: Date): Promise<void> {
  const open = await tx
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.userId, userId), isNull(tests.finishedAt), notCaseRun(), or(isNull(tests.deadlineAt), gt(tests.deadlineAt, now))))
    .orderBy(desc(tests.startedAt), desc(tests.id));
  if (open.length >= config.LEARNER_OPEN_TESTS) {
    throw new DomainError({
      code: 'CONFLICT',
      message: `You have ${open.length} unfinished tests: continue test ${open[0]!.id} or finish one before starting another`,
    });
  }
  const recent = await tx
    .select({ at: tests.startedAt })
    .from(tests)
    .where(and(eq(tests.userId, userId), notCaseRun(), gt(tests.startedAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(tests.startedAt));
  const wait = hourlyWaitMs(
    recent.map((r) => r.at),
    config.LEARNER_TEST_STARTS_PER_HOUR,
    now,
  );
  if (wait > 0) throw tooManyRequests(`You started ${recent.length} tests in the last hour.`, wait);
}

/**
 * One offline sync call, or a 429 once the account made LEARNER_SYNC_CALLS_PER_MINUTE in the last minute; counted on
 * the process's limiters (on PostgreSQL in the rate_limits table, shared by every server process).
 */
export async function countSyncCall(deps: Pick<Deps, 'config' | 'runtime'>, userId: number): Promise<void> {
  const points = deps.config.LEARNER_SYNC_CALLS_PER_MINUTE;
  const limiter = deps.runtime.limiters.limiter({ name: `sync-${points}`, points, duration: 60 });
  try {
    await limiter.consume(String(userId));
  } catch (err) {
    if (isLimitRefusal(err)) throw tooManyRequests('Too many review syncs from your account.', err.msBeforeNext);
    throw err;
  }
}
