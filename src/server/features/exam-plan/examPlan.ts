import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { examSessions, questions, reviewCards, users, type UserRow } from '../../../../db/schema';
import { EXAMS } from '../../../shared/exams';
import {
  PLANNED_EXAMS,
  PLANNED_EXAM_NAMES,
  endOfUtcDay,
  planFigures,
  planRefusal,
  readinessMissing,
  utcDay,
  type PlannedExam,
} from '../../../shared/examPlan';
import type { ExamPlanInput } from '../../../shared/examPlanSchemas';
import { READINESS_TARGETS, isCutTarget, type ReadinessTarget } from '../../../shared/readiness';
import { first, type DB } from '../../db';
import { bankView } from '../questions/bankCache';
import { preparedPerDb } from '../../lib/prepared';
import { dueCardWhere } from '../study/reviewDue';
import type { Readiness } from '../readiness/readiness';
import { cseReadinessLine } from '../readiness/cseReadiness';
import { DomainError } from '../../lib/domainError';

/**
 * The dashboard's "Your exam" card (issue #27): the plan's countdown, readiness or what it still needs, and today's
 * plan. Every figure is a count from the database: the pool's size per bank version (cached), and per request four
 * indexed counts on the learner's rows (review cards by user, due cards by the user/due index, submitted simulations
 * by the user/started index). No list is fetched to be counted.
 */
export const isPlannedExam = (v: string | null | undefined): v is PlannedExam => PLANNED_EXAMS.includes(v as PlannedExam);

/** The questions a plan aims to cover: the simulation's pool (TMC: single items; RTE: every item not TMC-only). */
function poolOf(exam: PlannedExam) {
  return exam === 'tmc'
    ? and(eq(questions.status, 'published'), isNull(questions.caseSetId))
    : and(eq(questions.status, 'published'), eq(questions.tmcOnly, false));
}

const reads = preparedPerDb((db) => {
  const p = sql.placeholder;
  const answeredIn = (exam: PlannedExam) =>
    db
      .select({ n: count() })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(and(eq(reviewCards.userId, p('userId')), poolOf(exam)))
      .prepare();
  return {
    answered: { tmc: answeredIn('tmc'), rte: answeredIn('rte') },
    // The review screen's own definition of due, up to the end of today.
    dueToday: db
      .select({ n: count() })
      .from(reviewCards)
      .innerJoin(questions, eq(questions.id, reviewCards.questionId))
      .where(dueCardWhere(p('userId'), p('until')))
      .prepare(),
    simulations: db
      .select({ n: count() })
      .from(examSessions)
      .where(and(eq(examSessions.userId, p('userId')), eq(examSessions.examType, p('examType')), isNotNull(examSessions.submittedAt)))
      .prepare(),
  };
});

function poolSize(db: DB, exam: PlannedExam): Promise<number> {
  return bankView(
    db,
    `exam-plan-pool-${exam}`,
    async () => (await first(db.select({ n: count() }).from(questions).where(poolOf(exam))))?.n ?? 0,
  );
}

/**
 * The readiness line of the card: a probability, or the step that still stands before one. The CSE target has no
 * probability: its line is the counts of simulation results and the rule's verdict, in the same text slot.
 */
function readinessLine(r: Readiness) {
  if (r.status === 'cse') return { percent: null, missing: cseReadinessLine(r.cse), label: r.label };
  if (r.status === 'ready') return { percent: Math.round(100 * r.probability), missing: null, label: r.label };
  return { percent: null, missing: readinessMissing(r), label: r.label };
}

export async function examPlan(db: DB, user: UserRow, now: Date, ready: Readiness) {
  const exam = isPlannedExam(user.plannedExam) ? user.plannedExam : null;
  const date = user.examDate;
  const limits = { dailyNewLimit: user.dailyNewLimit, dailyReviewLimit: user.dailyReviewLimit };
  if (!exam || !date) return { planned: false as const, today: utcDay(now), ...limits };
  const s = reads(db);
  const userId = user.id;
  const figures = planFigures({
    exam,
    date,
    today: utcDay(now),
    poolSize: await poolSize(db, exam),
    answered: (await first(s.answered[exam].execute({ userId })))?.n ?? 0,
    dueToday: (await first(s.dueToday.execute({ userId, until: endOfUtcDay(now).getTime() - 1 })))?.n ?? 0,
    simulationsTaken: (await first(s.simulations.execute({ userId, examType: exam })))?.n ?? 0,
    ...limits,
  });
  return {
    planned: true as const,
    today: utcDay(now),
    exam,
    examName: PLANNED_EXAM_NAMES[exam],
    date,
    simulationType: exam,
    simulationName: EXAMS[exam].name,
    readiness: readinessLine(ready),
    ...limits,
    ...figures,
  };
}

/**
 * Stores the plan, or clears it (null). The readiness target follows the planned exam: a target chosen for the other
 * exam keeps its cut and moves to this exam, in the same statement
 * (docs/decisions/060-the-planned-exam-drives-readiness.md).
 */
export async function setExamPlan(db: DB, user: UserRow, input: ExamPlanInput, now: Date) {
  const plan = input.plan;
  if (plan) {
    const refusal = planRefusal(plan.exam, plan.date, utcDay(now));
    if (refusal) throw new DomainError({ code: 'BAD_REQUEST', message: refusal });
  }
  const chosen = READINESS_TARGETS.includes(user.readinessTarget as ReadinessTarget) ? (user.readinessTarget as ReadinessTarget) : null;
  // The CSE target stays as it is: a plan names the TMC or the RTE (docs/decisions/091-cse-readiness.md).
  const target =
    plan && chosen && isCutTarget(chosen) && !chosen.startsWith(`${plan.exam}-`)
      ? (`${plan.exam}-${chosen.split('-')[1]}` as ReadinessTarget)
      : chosen;
  const stored = { plannedExam: plan?.exam ?? null, examDate: plan?.date ?? null, readinessTarget: target };
  await db.update(users).set(stored).where(eq(users.id, user.id));
  return stored;
}
