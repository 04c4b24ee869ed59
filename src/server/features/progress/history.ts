import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { quizAttempts, tests, topics, type UserRow } from '../../../../db/schema';
import type { OutlineSection } from '../../../shared/bankVocabulary';
import { HISTORY_PAGE_SIZE, REVIEW_FILTERS, REVIEW_PAGE_SIZE, type ReviewFilter } from '../../../shared/history';
import { isPro } from '../../../shared/plans';
import { scorePercent } from '../../../shared/scoring';
import { first, type DB } from '../../db';
import { attemptTitle } from '../quizzes/attempts';
import type { Deps } from '../../lib/deps';
import { SECTION_TITLES } from '../exams/examForms';
import type { examResult } from '../exams/examResult';
import { DomainError } from '../../lib/domainError';
import { answerItems, examItems, testItemsOf, type ReviewItem } from './internal/reviewItems';

/**
 * The learner's finished work, newest first, and the review of any one of it as it was shown (issue #27 §2). Pages
 * walk attempts_user_completed_idx (user, completed_at; the id breaks ties) from a cursor, so a long history costs
 * one page's rows, never a count.
 */

const NOT_FOUND = 'Attempt not found';

/** `<completedAt ms>.<id>`: the last row of a page; the next page starts strictly after it. */
const cursorOf = (a: { completedAt: Date; id: number }) => `${a.completedAt.getTime()}.${a.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [ms, id] = cursor.split('.').map(Number) as [number, number];
  const at = new Date(ms);
  return or(lt(quizAttempts.completedAt, at), and(eq(quizAttempts.completedAt, at), lt(quizAttempts.id, id)));
}

export async function history(db: DB, user: UserRow, input: { cursor?: string; limit?: number } = {}) {
  const limit = input.limit ?? HISTORY_PAGE_SIZE;
  const rows = await db
    .select({
      id: quizAttempts.id,
      kind: quizAttempts.kind,
      topicName: topics.name,
      mixedType: quizAttempts.mixedType,
      examType: quizAttempts.examType,
      score: quizAttempts.score,
      correctCount: quizAttempts.correctCount,
      totalQuestions: quizAttempts.totalQuestions,
      timeSpent: quizAttempts.timeSpent,
      selfReported: quizAttempts.selfReported,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .leftJoin(topics, eq(quizAttempts.topicId, topics.id))
    .where(and(eq(quizAttempts.userId, user.id), afterCursor(input.cursor)))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
    // One row more than the page says whether another page follows, without counting.
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map(({ topicName, mixedType, ...a }) => ({
      ...a,
      title: attemptTitle({ kind: a.kind, topicName, mixedType, examType: a.examType }),
      // The spec's answer-less exam report has nothing to review: only its score was sent.
      reviewable: !a.selfReported,
    })),
    nextCursor: rows.length > limit ? cursorOf(page.at(-1)!) : null,
  };
}

type ExamSummary = Omit<Awaited<ReturnType<typeof examResult>>, 'review'>;
type TopicRow = { topicName: string; correct: number; total: number; percent: number };

async function ownAttempt(db: DB, user: UserRow, attemptId: number) {
  const a = await first(db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1));
  // Another learner's attempt is as unknown as one that does not exist.
  if (!a || a.userId !== user.id) throw new DomainError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return a;
}

function breakdown(items: ReviewItem[]): TopicRow[] {
  const rows = new Map<string, { topicName: string; correct: number; total: number }>();
  for (const r of items) {
    if (!r.scored) continue;
    const row = rows.get(r.topicName) ?? { topicName: r.topicName, correct: 0, total: 0 };
    row.total++;
    if (r.isCorrect) row.correct++;
    rows.set(r.topicName, row);
  }
  return [...rows.values()]
    .map((b) => ({ ...b, percent: scorePercent(b.correct, b.total) }))
    .sort((x, y) => x.topicName.localeCompare(y.topicName));
}

const matches: Record<ReviewFilter, (r: ReviewItem) => boolean> = {
  all: () => true,
  incorrect: (r) => r.userAnswer !== null && !r.isCorrect,
  unanswered: (r) => r.userAnswer === null,
  flagged: (r) => r.flagged,
  pretest: (r) => !r.scored,
};

/**
 * One finished attempt as it was shown: its result summary and one page of its review, filtered on the server (by
 * outcome, the flags, pretest items, topic and outline section), each page carrying only its own explanations.
 */
export async function attemptReview(
  deps: Deps,
  user: UserRow,
  input: { attemptId: number; filter?: ReviewFilter; topicId?: number; section?: OutlineSection; page?: number },
) {
  const a = await ownAttempt(deps.db, user, input.attemptId);
  const pro = isPro(user);
  let exam: ExamSummary | null = null;
  let items: ReviewItem[] = [];
  if (a.kind === 'exam' && a.examSessionId) {
    ({ exam, items } = await examItems(deps, user, a.examSessionId));
  } else if (a.kind === 'test') {
    const t = await first(deps.db.select({ id: tests.id }).from(tests).where(eq(tests.attemptId, a.id)).limit(1));
    items = t ? await testItemsOf(deps, user, t.id, pro) : await answerItems(deps, user, a.id, pro);
  } else if (!a.selfReported) {
    items = await answerItems(deps, user, a.id, pro);
  }

  const inScope = items.filter(
    (r) => (input.topicId === undefined || r.topicId === input.topicId) && (input.section === undefined || r.section === input.section),
  );
  const filter = input.filter ?? 'all';
  const chosen = inScope.filter(matches[filter]);
  const pageCount = Math.max(1, Math.ceil(chosen.length / REVIEW_PAGE_SIZE));
  // A page past the end (the filter narrowed while the learner was on a later page) shows the last one.
  const page = Math.min(Math.max(1, input.page ?? 1), pageCount);
  const topicsSeen = new Map<number, { id: number; name: string; count: number }>();
  const sectionsSeen = new Map<OutlineSection, number>();
  for (const r of items) {
    if (r.topicId !== null) {
      const t = topicsSeen.get(r.topicId) ?? { id: r.topicId, name: r.topicName, count: 0 };
      t.count++;
      topicsSeen.set(r.topicId, t);
    }
    if (r.section) sectionsSeen.set(r.section, (sectionsSeen.get(r.section) ?? 0) + 1);
  }

  return {
    attempt: {
      id: a.id,
      kind: a.kind,
      title:
        exam?.name ??
        attemptTitle({ kind: a.kind, topicName: await topicName(deps.db, a.topicId), mixedType: a.mixedType, examType: a.examType }),
      completedAt: a.completedAt,
      score: a.score,
      correctCount: a.correctCount,
      totalQuestions: a.totalQuestions,
      timeSpent: a.timeSpent ?? 0,
      selfReported: a.selfReported,
      topicBreakdown: exam ? exam.topicBreakdown : breakdown(items),
    },
    /** An exam's result exactly as examResult gives it (verdict, performance label, real-format report). */
    exam,
    review: {
      filter,
      topicId: input.topicId ?? null,
      section: input.section ?? null,
      page,
      pageSize: REVIEW_PAGE_SIZE,
      pageCount,
      matching: chosen.length,
      totalItems: items.length,
      counts: Object.fromEntries(REVIEW_FILTERS.map((f) => [f, inScope.filter(matches[f]).length])) as Record<ReviewFilter, number>,
      topics: [...topicsSeen.values()].sort((x, y) => x.name.localeCompare(y.name)),
      sections: [...sectionsSeen.entries()]
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, count]) => ({ key, label: SECTION_TITLES[key], count })),
      /** The free plan shows the key and explanation only of what was answered right (as the exam result does). */
      keysWithheld: items.some((r) => r.keyWithheld),
      items: chosen.slice((page - 1) * REVIEW_PAGE_SIZE, page * REVIEW_PAGE_SIZE),
    },
  };
}

async function topicName(db: DB, topicId: number | null): Promise<string | null> {
  if (topicId === null) return null;
  return (await first(db.select({ name: topics.name }).from(topics).where(eq(topics.id, topicId)).limit(1)))?.name ?? null;
}
