// Starting an exam: the spec's three from the published pool, the real-format simulations from an assembled form, each
// stored under the plan's and the account's limits.
import { and, eq } from 'drizzle-orm';
import { examSessions, type UserRow } from '../../../../../db/schema';
import { EXAMS, MIN_EXAM_QUESTIONS, type ExamType } from '../../../../shared/exams';
import type { ExamForm } from '../../../../shared/examFormats';
import { first, transaction, type DB } from '../../../db';
import { assertExamStartAllowed } from '../../../lib/accountLimits';
import { logActivity } from '../../../lib/activity';
import type { Deps } from '../../../lib/deps';
import { DomainError } from '../../../lib/domainError';
import { lockLearner } from '../../../lib/learnerLock';
import { shuffle } from '../../../lib/random';
import { assertExamAllowed, lockFreeAttempts } from '../../plans/planLimits';
import { publishedQuestionIds } from '../../questions/questions';
import { examPayload, type ActiveExam } from '../activeExam';
import { assembleForm, formBank } from '../examForms';
import { isFormat, MINUTE } from './examState';

/**
 * Starts an exam. The spec's three pool every topic, shuffle and cut to size; a free user's start counts against the
 * limit. The real-format simulations get a server-assembled form (examForms.ts) and, for the RTE, the latest end the
 * two sections and the break allow (moved earlier when the learner ends section 1 or the break early).
 */
export async function startExam(deps: Deps, user: UserRow, examType: ExamType): Promise<ActiveExam> {
  const exam = EXAMS[examType];
  const now = deps.now();
  await assertExamAllowed(deps.db, user, examType, now);
  let questionIds: number[];
  let form: ExamForm | null = null;
  let minutes: number = exam.timeLimitMinutes;
  if (isFormat(examType)) {
    const seen = examType === 'rte' ? await caseSetsMet(deps.db, user.id) : new Set<number>();
    const assembled = assembleForm(examType, await formBank(deps.db), deps.random, seen);
    questionIds = assembled.questionIds;
    form = assembled.form;
    minutes = form.sections.reduce((m, x) => m + x.minutes, 0) + form.breakMaxMinutes;
  } else {
    const pool = await publishedQuestionIds(deps.db);
    if (pool.length === 0) {
      throw new DomainError({ code: 'PRECONDITION_FAILED', message: 'Unable to load exam questions. Please try again later.' });
    }
    if (pool.length < MIN_EXAM_QUESTIONS) {
      throw new DomainError({
        code: 'PRECONDITION_FAILED',
        message: `Only ${pool.length} questions available. Need at least ${MIN_EXAM_QUESTIONS} for an exam.`,
      });
    }
    questionIds = shuffle(pool, deps.random).slice(0, exam.questionCount);
  }
  // The session counts against a free user's limit: it is stored with its activity row, or neither is. The limit is
  // checked again in the transaction that stores the session, so parallel starts cannot all pass the first check.
  const session = await transaction(deps.db, async (tx) => {
    // The weekly-attempt lock, then the learner's, the order a reported exam's save takes them (attempts.ts):
    // parallel starts then count one another against every limit.
    await lockFreeAttempts(tx, user);
    await lockLearner(tx, user.id);
    await assertExamAllowed(tx, user, examType, now);
    await assertExamStartAllowed(tx, deps.config, user.id, now);
    const row = (await first(
      tx
        .insert(examSessions)
        .values({
          id: crypto.randomUUID(),
          userId: user.id,
          examType,
          questionIds,
          startedAt: now,
          deadlineAt: new Date(now.getTime() + minutes * MINUTE),
          form,
        })
        .returning(),
    ))!;
    await logActivity(tx, deps.runtime, user.id, 'quiz_start', now);
    return row;
  });
  return await examPayload(deps, session);
}

/** The case sets of the learner's earlier RTE simulations: a new form takes others while the bank has enough. */
async function caseSetsMet(db: DB, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ form: examSessions.form })
    .from(examSessions)
    .where(and(eq(examSessions.userId, userId), eq(examSessions.examType, 'rte')));
  return new Set(rows.flatMap((r) => ((r.form as ExamForm | null)?.caseSets ?? []).map((c) => c.caseSetId)));
}
