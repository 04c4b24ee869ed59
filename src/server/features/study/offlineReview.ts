import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { questions, reviewCards, testItems, tests, type QuestionRow, type UserRow } from '../../../../db/schema';
import { MAX_REVIEW_AHEAD, OFFLINE_ANSWER_MAX_AGE_DAYS, OFFLINE_CLOCK_SKEW_MS, REVIEW_AHEAD_DAYS } from '../../../shared/study';
import type { OfflineAnswerInput } from '../../../shared/studySchemas';
import { transaction, first, type DB } from '../../db';
import type { Deps } from '../../lib/deps';
import { resolveTopics } from './pools';
import { preparedPerDb } from '../../lib/prepared';
import { questionsByIds } from '../questions/questions';
import { reviewCard, scheduleAnswers } from './review';
import { interleaveByTopic } from './reviewDue';
import { lockLearner } from '../../lib/learnerLock';
import { countSyncCall } from '../../lib/accountLimits';
import { DomainError } from '../../lib/domainError';

const DAY_MS = 24 * 3600 * 1000;

const aheadRead = preparedPerDb((db) =>
  db
    .select({ questionId: reviewCards.questionId, topicId: questions.topicId, due: reviewCards.due })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(
      and(
        eq(reviewCards.userId, sql.placeholder('userId')),
        isNotNull(reviewCards.due),
        lte(reviewCards.due, sql.placeholder('until')),
        eq(questions.status, 'published'),
        // A case item is practised only in its case, in order: never as a single card (issue #28).
        isNull(questions.caseSetId),
      ),
    )
    .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
    .limit(sql.placeholder('limit'))
    .prepare(),
);

/**
 * `learner.reviewAhead`: the learner's cards in these (downloaded) topics that are due now or within
 * REVIEW_AHEAD_DAYS, most overdue first, interleaved by topic. The device keeps them with the downloaded questions
 * (keys and explanations come with those) and the server's clock, so it can tell what is due while offline.
 */
export async function reviewAhead(deps: Deps, userId: number, topicIds: readonly number[]) {
  const now = deps.now();
  const wanted = new Set(await resolveTopics(deps.db, topicIds));
  const until = now.getTime() + REVIEW_AHEAD_DAYS * DAY_MS;
  // Read past the cap so that topics not downloaded cannot crowd the downloaded ones out.
  const rows = (await aheadRead(deps.db).execute({ userId, until, limit: MAX_REVIEW_AHEAD * 4 }))
    .filter((r) => wanted.has(r.topicId))
    .slice(0, MAX_REVIEW_AHEAD);
  return {
    serverNow: now,
    horizonDays: REVIEW_AHEAD_DAYS,
    items: interleaveByTopic(rows).map((r) => ({ questionId: r.questionId, topicId: r.topicId, due: r.due! })),
  };
}

export type SyncStatus = 'stored' | 'duplicate' | 'refused';
export interface SyncResult {
  clientId: string;
  questionId: number;
  status: SyncStatus;
  /** Stored answers: the server's own grading. */
  isCorrect?: boolean;
  correctAnswer?: string;
  /** Refused answers: why, naming the field. */
  reason?: string;
}

const sameAnswer = preparedPerDb((db) =>
  db
    .select({ testId: testItems.testId })
    .from(testItems)
    .innerJoin(tests, eq(tests.id, testItems.testId))
    .where(
      and(
        eq(tests.userId, sql.placeholder('userId')),
        eq(testItems.questionId, sql.placeholder('questionId')),
        eq(testItems.answeredAt, sql.placeholder('answeredAt')),
      ),
    )
    .limit(1)
    .prepare(),
);

interface Accepted {
  input: OfflineAnswerInput;
  q: QuestionRow;
  isCorrect: boolean;
  /** The time the card moves at: the answer's own, never later than the server's now. */
  at: Date;
}

/**
 * One offline answer against the database as it is: refused (with the reason), already stored (a retried sync), or
 * accepted. An answer's identity is the learner, the question and the exact millisecond it was given, which the
 * device never changes: so a resend is found among the learner's stored test items whatever call carries it.
 */
async function classify(
  db: DB,
  userId: number,
  a: OfflineAnswerInput,
  now: Date,
  seen: Set<number>,
  bank: Awaited<ReturnType<typeof questionsByIds>>,
) {
  const q = bank.get(a.questionId);
  if (!q) return { reason: `questionId: unknown question ${a.questionId}` };
  if (q.status !== 'published') return { reason: `questionId: question ${q.id} is not published` };
  // Graded alone it would hand out the key of an item its case (or a running exam) still hides.
  if (q.caseSetId !== null) {
    return { reason: `questionId: question ${q.id} belongs to a clinical case set; case items are answered in their case, in order` };
  }
  if (q.options.length > 0 && a.userAnswer.charCodeAt(0) - 65 >= q.options.length) {
    return { reason: `userAnswer: question ${q.id} has options A to ${String.fromCharCode(64 + q.options.length)}` };
  }
  if (a.answeredAt > now.getTime() + OFFLINE_CLOCK_SKEW_MS) {
    return { reason: `answeredAt: ${new Date(a.answeredAt).toISOString()} is in the future` };
  }
  if (a.answeredAt < now.getTime() - OFFLINE_ANSWER_MAX_AGE_DAYS * DAY_MS) {
    return { reason: `answeredAt: answers given offline are accepted for ${OFFLINE_ANSWER_MAX_AGE_DAYS} days; this one is older` };
  }
  const card = await reviewCard(db, userId, q.id);
  if (card && (await first(sameAnswer(db).execute({ userId, questionId: q.id, answeredAt: a.answeredAt }))))
    return { duplicate: true as const };
  if (seen.has(q.id)) return { reason: `questionId: question ${q.id} is answered more than once in this call` };
  const at = new Date(Math.min(a.answeredAt, now.getTime()));
  if (card && at.getTime() < card.lastAnsweredAt.getTime()) {
    return { reason: `answeredAt: question ${q.id} was answered again since, at ${card.lastAnsweredAt.toISOString()}` };
  }
  seen.add(q.id);
  return { accepted: { input: a, q, isCorrect: a.userAnswer === q.correctAnswer, at } satisfies Accepted };
}

/**
 * The day a sync counts as study on (the review's finishedAt: the study streak). A device's clock
 * orders its answers and moves their cards, but proves no more than an evening offline synced the next morning: a
 * time older than OFFLINE_STUDY_CREDIT_MS before the server's now counts at that bound, so back-dated answers can
 * add at most one day before the server heard from the learner (issue #28,
 * docs/decisions/070-what-device-time-may-prove.md).
 */
export const OFFLINE_STUDY_CREDIT_MS = DAY_MS;
export function streakTime(deviceTime: Date, now: Date): Date {
  return new Date(Math.min(now.getTime(), Math.max(deviceTime.getTime(), now.getTime() - OFFLINE_STUDY_CREDIT_MS)));
}

const reviewByClientId = preparedPerDb((db) =>
  db
    .select({ id: tests.id })
    .from(tests)
    .where(and(eq(tests.userId, sql.placeholder('userId')), eq(tests.clientId, sql.placeholder('clientId'))))
    .limit(1)
    .prepare(),
);

/**
 * A sync's review is keyed by its first stored answer's clientId, so a resend finds it. A clientId already keying
 * another review names a different answer (a resend of the same one is a duplicate and never gets here): a 409,
 * not the unique index's failure.
 */
async function assertClientIdUnused(tx: DB, userId: number, answers: readonly OfflineAnswerInput[], clientId: string) {
  if (!(await first(reviewByClientId(tx).execute({ userId, clientId })))) return;
  const i = answers.findIndex((a) => a.clientId === clientId);
  throw new DomainError({
    code: 'CONFLICT',
    message: `answers[${i}] (${clientId}): clientId ${clientId} was already used for another answer; give each answer its own clientId`,
  });
}

/**
 * `learner.syncReviewAnswers` (`POST /api/review/answers`): answers given in an offline review, graded again from the
 * stored keys (the device's own verdict is never read) and scheduled with FSRS at the time each was given.
 * The good answers are stored and the bad ones listed with their reason; a call whose answers are all refused is a
 * 400 naming the first problem and stores nothing. The stored ones form one finished tutor review test (its items
 * keep each answer's time, confidence and miss tag), like a review session taken online: no quiz attempt.
 */
export async function syncReviewAnswers(deps: Deps, user: UserRow, answers: readonly OfflineAnswerInput[]) {
  await countSyncCall(deps, user.id);
  const now = deps.now();
  const bank = await questionsByIds(
    deps.db,
    answers.map((a) => a.questionId),
  );
  const order = answers.map((a, i) => ({ a, i })).sort((x, y) => x.a.answeredAt - y.a.answeredAt || x.i - y.i);
  // Read and write in one transaction, under the learner's lock: two syncs of the same answers cannot both find them new.
  return transaction(deps.db, async (tx) => {
    await lockLearner(tx, user.id);
    const results: SyncResult[] = new Array<SyncResult>(answers.length);
    const accepted: Accepted[] = [];
    const seen = new Set<number>();
    for (const { a, i } of order) {
      const c = await classify(tx, user.id, a, now, seen, bank);
      const base = { clientId: a.clientId, questionId: a.questionId };
      if ('reason' in c) results[i] = { ...base, status: 'refused', reason: c.reason };
      else if ('duplicate' in c) results[i] = { ...base, status: 'duplicate' };
      else {
        accepted.push(c.accepted);
        results[i] = { ...base, status: 'stored', isCorrect: c.accepted.isCorrect, correctAnswer: c.accepted.q.correctAnswer };
      }
    }
    const refused = results.flatMap((r, i) => (r.status === 'refused' ? [{ r, i }] : []));
    if (refused.length === answers.length) {
      const firstRefused = refused[0]!;
      throw new DomainError({
        code: 'BAD_REQUEST',
        message: `answers[${firstRefused.i}] (${firstRefused.r.clientId}): ${firstRefused.r.reason}`,
      });
    }
    let testId: number | null = null;
    const attemptId = null;
    if (accepted.length > 0) {
      await assertClientIdUnused(tx, user.id, answers, accepted[0]!.input.clientId);
      const firstAt = accepted[0]!.at;
      const last = accepted[accepted.length - 1]!.at;
      const row = (await first(
        tx
          .insert(tests)
          .values({
            userId: user.id,
            mode: 'tutor',
            pools: ['due'],
            topicIds: [...new Set(accepted.map((x) => x.q.topicId))].sort((p, q) => p - q),
            count: accepted.length,
            startedAt: firstAt,
            deadlineAt: null,
            // The day it counts as study on (the streak): a device's clock proves at most one day back.
            finishedAt: streakTime(last, now),
            clientId: accepted[0]!.input.clientId,
          })
          .returning(),
      ))!;
      testId = row.id;
      await tx.insert(testItems).values(
        accepted.map((x, position) => ({
          testId: row.id,
          position,
          questionId: x.q.id,
          topicId: x.q.topicId,
          userAnswer: x.input.userAnswer,
          isCorrect: x.isCorrect,
          confidence: x.input.confidence ?? null,
          timeSpent: x.input.timeSpent ?? null,
          // The time as the device gave it: a resend is recognised by it (see classify).
          answeredAt: new Date(x.input.answeredAt),
          // A tag names why a miss happened; on an answer graded right it has nothing to name.
          missTag: x.isCorrect ? null : (x.input.missTag ?? null),
        })),
      );
      // Each card moves at its answer's own time, oldest first.
      for (const x of accepted) {
        await scheduleAnswers(
          tx,
          user.id,
          [{ questionId: x.q.id, topicId: x.q.topicId, isCorrect: x.isCorrect, confidence: x.input.confidence }],
          x.at,
        );
      }
      // A review is no quiz: it never reaches Quizzes Taken or Average Score (issue #27), offline or not.
    }
    const count = (s: SyncStatus) => results.filter((r) => r.status === s).length;
    return { stored: count('stored'), duplicates: count('duplicate'), refused: count('refused'), testId, attemptId, results };
  });
}
