import { and, asc, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { attemptAnswers, examSessions, marks, quizAttempts, tests, topics, type UserRow } from '../../../../db/schema';
import { sectionOfTmcCode, type OutlineSection } from '../../../shared/bankVocabulary';
import { storedExhibit } from '../../../shared/exhibit';
import { HISTORY_PAGE_SIZE, REVIEW_FILTERS, REVIEW_PAGE_SIZE, type ReviewFilter } from '../../../shared/history';
import { isPro } from '../../../shared/plans';
import { scorePercent } from '../../../shared/scoring';
import { first, type DB } from '../../db';
import { attemptTitle } from '../quizzes/attempts';
import { getTest } from '../study/customTests';
import type { Deps } from '../../lib/deps';
import { SECTION_TITLES } from '../exams/examForms';
import { examResult } from '../exams/examResult';
import { citation, questionsByIds } from '../questions/questions';
import { DomainError } from '../../lib/domainError';

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

/** One question of a review, the same shape whatever the attempt was. */
interface ReviewItem {
  /** Its place in the attempt, from 1 ("Question 7"), kept whatever the filter. */
  number: number;
  questionId: number | null;
  topicId: number | null;
  topicName: string;
  section: OutlineSection | null;
  questionText: string;
  options: string[];
  exhibit: ReturnType<typeof storedExhibit>;
  correctAnswer: string | null;
  explanation: string;
  source: string | null;
  reviewedOn: string | null;
  writtenOn: string | null;
  userAnswer: string | null;
  isCorrect: boolean;
  keyWithheld: boolean;
  /** False for a real-format exam's unscored pretest item. */
  scored: boolean;
  flagged: boolean;
  seconds: number | null;
  case: { title: string; position: number; length: number; updates: string[] } | null;
}

type ExamSummary = Omit<Awaited<ReturnType<typeof examResult>>, 'review'>;
type TopicRow = { topicName: string; correct: number; total: number; percent: number };

async function ownAttempt(db: DB, user: UserRow, attemptId: number) {
  const a = await first(db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)).limit(1));
  // Another learner's attempt is as unknown as one that does not exist.
  if (!a || a.userId !== user.id) throw new DomainError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return a;
}

const sectionOf = (q: { outlineSection: string | null; tmcCode: Parameters<typeof sectionOfTmcCode>[0] | null } | undefined) =>
  ((q?.outlineSection as OutlineSection | null) ?? (q?.tmcCode ? sectionOfTmcCode(q.tmcCode) : null)) || null;

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

/** An exam the server graded: its result as examResult answers it, and its review with the exam's own flags. */
async function examItems(deps: Deps, user: UserRow, examSessionId: string) {
  const { review, ...summary } = await examResult(deps, user, examSessionId);
  const session = await first(
    deps.db.select({ flags: examSessions.flags }).from(examSessions).where(eq(examSessions.id, examSessionId)).limit(1),
  );
  const flags = new Set(session?.flags ?? []);
  const byId = await questionsByIds(
    deps.db,
    review.map((r) => r.questionId),
  );
  const items: ReviewItem[] = review.map((r, i) => {
    const q = byId.get(r.questionId);
    return {
      number: i + 1,
      questionId: q ? r.questionId : null,
      topicId: q?.topicId ?? null,
      topicName: r.topicName,
      section: sectionOf(q),
      questionText: r.questionText,
      options: r.options,
      exhibit: r.exhibit,
      correctAnswer: r.correctAnswer,
      explanation: r.explanation,
      source: r.source,
      reviewedOn: r.reviewedOn,
      writtenOn: r.writtenOn,
      userAnswer: r.userAnswer,
      isCorrect: r.isCorrect,
      keyWithheld: r.keyWithheld,
      scored: r.scored,
      flagged: flags.has(i),
      seconds: r.seconds,
      case: r.case ? { title: r.case.title, position: r.case.position, length: r.case.length, updates: r.case.updates } : null,
    };
  });
  return { exam: summary, items };
}

/** A Create-Test test: its items as getTest shows them once finished; flagged is the learner's flag set. */
async function testItemsOf(deps: Deps, user: UserRow, testId: number, pro: boolean): Promise<ReviewItem[]> {
  const t = await getTest(deps, user, testId);
  const byId = await questionsByIds(
    deps.db,
    t.items.flatMap((i) => (i.questionId === null ? [] : [i.questionId])),
  );
  return t.items.map((i, k) => {
    const q = i.questionId === null ? undefined : byId.get(i.questionId);
    const isCorrect = i.isCorrect ?? false;
    const keyWithheld = !pro && !isCorrect;
    return {
      number: k + 1,
      questionId: i.questionId,
      topicId: i.topicId,
      topicName: i.topicName,
      section: sectionOf(q),
      questionText: i.questionText,
      options: i.options,
      exhibit: i.exhibit,
      correctAnswer: keyWithheld ? null : i.correctAnswer,
      explanation: keyWithheld ? '' : (i.explanation ?? ''),
      ...(keyWithheld ? citation(undefined) : { source: i.source, reviewedOn: i.reviewedOn, writtenOn: i.writtenOn }),
      userAnswer: i.userAnswer,
      isCorrect,
      keyWithheld,
      scored: true,
      flagged: i.marked,
      seconds: i.timeSpent === null ? null : Math.round(i.timeSpent / 1000),
      case: null,
    };
  });
}

/** A topic quiz, mixed exam or case run: its stored answers, in the order they were stored, joined to the bank. */
async function answerItems(deps: Deps, user: UserRow, attemptId: number, pro: boolean): Promise<ReviewItem[]> {
  const answers = await deps.db
    .select()
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, attemptId))
    .orderBy(asc(attemptAnswers.id));
  const ids = answers.flatMap((a) => (a.questionId === null ? [] : [a.questionId]));
  const byId = await questionsByIds(deps.db, ids);
  const names = new Map((await deps.db.select({ id: topics.id, name: topics.name }).from(topics)).map((t) => [t.id, t.name]));
  const flagged = await flagSet(deps, user);
  return answers.map((a, k) => {
    const q = a.questionId === null ? undefined : byId.get(a.questionId);
    const keyWithheld = !pro && !a.isCorrect;
    return {
      number: k + 1,
      questionId: q ? q.id : null,
      topicId: a.topicId,
      topicName: q ? (names.get(a.topicId) ?? 'Unknown') : 'Removed question',
      section: sectionOf(q),
      questionText: q?.questionText ?? 'This question was removed from the bank.',
      options: q?.options ?? [],
      exhibit: storedExhibit(q?.exhibit),
      correctAnswer: keyWithheld ? null : (q?.correctAnswer ?? null),
      explanation: keyWithheld ? '' : (q?.explanation ?? ''),
      ...citation(keyWithheld ? undefined : q),
      userAnswer: a.userAnswer,
      isCorrect: a.isCorrect,
      keyWithheld,
      scored: true,
      flagged: q ? flagged.has(q.id) : false,
      seconds: null,
      case: null,
    };
  });
}

/** The questions the learner keeps flagged (the marks table: the study pool Create Test draws from). */
async function flagSet(deps: Deps, user: UserRow): Promise<Set<number>> {
  return new Set((await deps.db.select({ id: marks.questionId }).from(marks).where(eq(marks.userId, user.id))).map((m) => m.id));
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
export type AttemptReview = Awaited<ReturnType<typeof attemptReview>>;
