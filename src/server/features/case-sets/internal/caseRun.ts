// The reads a case run is built on: the published set it runs over, the exam that closes a set to practice, the
// learner's open run, and an item as shown before its answer.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { caseSets, examSessions, questions, testItems, tests, type QuestionRow } from '../../../../../db/schema';
import { EXAMS, type ExamType } from '../../../../shared/exams';
import type { ExamForm } from '../../../../shared/examFormats';
import type { Difficulty } from '../../../../shared/difficulty';
import { first, type DB } from '../../../db';
import { DomainError } from '../../../lib/domainError';
import { bankView } from '../../questions/bankCache';
import { shownDifficulty } from '../../readiness/difficultyBands';
import { CASE_RUN_POOLS } from '../../../lib/caseRuns';

type SetRow = typeof caseSets.$inferSelect;
type TestRow = typeof tests.$inferSelect;
type ItemRow = typeof testItems.$inferSelect;

const setNotFound = (id: number) => new DomainError({ code: 'NOT_FOUND', message: `Case set ${id} not found` });

/** A published set's items in order, from the cached bank. */
export async function publishedSet(db: DB, caseSetId: number): Promise<{ set: SetRow; items: QuestionRow[] }> {
  const found = await bankView(db, `case-set:${caseSetId}`, async () => {
    const set = await first(db.select().from(caseSets).where(eq(caseSets.id, caseSetId)).limit(1));
    if (!set || set.status !== 'published') return null;
    const items = await db
      .select()
      .from(questions)
      .where(eq(questions.caseSetId, caseSetId))
      .orderBy(asc(questions.casePosition), asc(questions.id));
    return { set, items };
  });
  if (!found || found.items.length === 0) throw setNotFound(caseSetId);
  return found;
}

/**
 * A set that is part of the learner's unsubmitted simulation is closed to practice until that exam is submitted
 * (issue #28): a practice answer would hand out an item's key, and the next item's update and text, that the exam
 * still hides. Unsubmitted, not unexpired: an exam past its deadline still takes its submission.
 */
export async function assertSetNotInOpenExam(db: DB, userId: number, caseSetId: number): Promise<void> {
  const open = await db
    .select({ id: examSessions.id, examType: examSessions.examType, form: examSessions.form })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), isNull(examSessions.submittedAt), isNotNull(examSessions.form)));
  const holding = open.find((s) => (s.form as Partial<ExamForm> | null)?.caseSets?.some((c) => c.caseSetId === caseSetId));
  if (holding) {
    const name = EXAMS[holding.examType as ExamType]?.name ?? holding.examType;
    throw new DomainError({
      code: 'CONFLICT',
      message: `Case set ${caseSetId} is part of your ${name} in progress (exam ${holding.id}); practise it once that exam is submitted`,
    });
  }
}

/** The learner's unfinished run through this set, if any, with its items in order. */
export async function openRun(db: DB, userId: number, caseSetId: number): Promise<{ run: TestRow; items: ItemRow[] } | null> {
  const row = await first(
    db
      .select({ run: tests })
      .from(tests)
      .innerJoin(testItems, eq(testItems.testId, tests.id))
      .innerJoin(questions, eq(questions.id, testItems.questionId))
      .where(
        and(
          eq(tests.userId, userId),
          isNull(tests.finishedAt),
          sql`${tests.pools} = ${JSON.stringify(CASE_RUN_POOLS)}`,
          eq(questions.caseSetId, caseSetId),
        ),
      )
      .orderBy(desc(tests.startedAt), desc(tests.id))
      .limit(1),
  );
  if (!row) return null;
  return { run: row.run, items: await db.select().from(testItems).where(eq(testItems.testId, row.run.id)).orderBy(testItems.position) };
}

/**
 * An item as the learner sees it before answering: no key, no explanation; its difficulty from the data once enough
 * learners answered it, the authored one before (`bands`: dataDifficulties, as for single items).
 */
export function itemView(q: QuestionRow, position: number, bands: ReadonlyMap<number, Difficulty>) {
  return {
    position,
    questionId: q.id,
    update: q.caseUpdate,
    questionText: q.questionText,
    options: q.options,
    difficulty: shownDifficulty(bands, q),
  };
}
