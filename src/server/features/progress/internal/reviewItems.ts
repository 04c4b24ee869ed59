// An attempt's review items, one shape whatever the attempt was: an exam the server graded, a Create Test test, or
// stored answers (topic quiz, mixed exam, case run). attemptReview (history.ts) filters and pages them.
import { asc, eq } from 'drizzle-orm';
import { attemptAnswers, examSessions, marks, topics, type UserRow } from '../../../../../db/schema';
import { sectionOfTmcCode, type OutlineSection } from '../../../../shared/bankVocabulary';
import { storedExhibit } from '../../../../shared/exhibit';
import { first } from '../../../db';
import type { Deps } from '../../../lib/deps';
import { examResult } from '../../exams/examResult';
import { citation, questionsByIds } from '../../questions/questions';
import { getTest } from '../../study/testView';

/** One question of a review, the same shape whatever the attempt was. */
export interface ReviewItem {
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

const sectionOf = (q: { outlineSection: string | null; tmcCode: Parameters<typeof sectionOfTmcCode>[0] | null } | undefined) =>
  ((q?.outlineSection as OutlineSection | null) ?? (q?.tmcCode ? sectionOfTmcCode(q.tmcCode) : null)) || null;

/** An exam the server graded: its result as examResult answers it, and its review with the exam's own flags. */
export async function examItems(deps: Deps, user: UserRow, examSessionId: string) {
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
export async function testItemsOf(deps: Deps, user: UserRow, testId: number, pro: boolean): Promise<ReviewItem[]> {
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
export async function answerItems(deps: Deps, user: UserRow, attemptId: number, pro: boolean): Promise<ReviewItem[]> {
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
