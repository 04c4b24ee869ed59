import type { Difficulty } from '../../../shared/difficulty';
import { OUTLINE_SECTIONS, sectionOfTmcCode, type OutlineSection, type TmcCode } from '../../../shared/bankVocabulary';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { attemptAnswers, itemStats, learnerAbility, questions, quizAttempts, users } from '../../../../db/schema';
import { first, type DB } from '../../db';
import { abilityPosterior, recencyWeight, type WeightedAnswer } from './irt';
import { preparedPerDb } from '../../lib/prepared';

/**
 * A learner's ability (issue #19): their latest graded answers, each weighted by its age, against the items'
 * difficulties (fitted by recompute.ts; the authored word's prior before a fit). The fold refits the learners who
 * answered (itemStats.ts), the recompute every learner; readiness.ts reads the stored row.
 */

/** Answers older than this count half as much in a learner's ability (docs/readiness.md). */
export const HALF_LIFE_DAYS = 60;
/** A learner's ability rests on their latest answers, at most this many. */
export const ABILITY_ANSWERS = 2000;
/** The population prior of ability: the fit's scale, with a spread wide enough for strong and weak learners. */
export const ABILITY_PRIOR = { mean: 0, sd: 1.5 };
/** Difficulty's prior mean by the authored word. */
export const PRIOR_B: Record<Difficulty, number> = { easy: -1, medium: 0, hard: 1 };
const DAY_MS = 86_400_000;

interface AbilityRow {
  isCorrect: number;
  completedAt: number;
  b: number | null;
  difficulty: Difficulty;
}

const abilityStatements = preparedPerDb((db) => {
  const p = sql.placeholder;
  return {
    answers: db
      .select({
        isCorrect: attemptAnswers.isCorrect,
        completedAt: quizAttempts.completedAt,
        b: itemStats.difficultyParam,
        difficulty: questions.difficulty,
        outlineSection: questions.outlineSection,
        tmcCode: questions.tmcCode,
      })
      .from(quizAttempts)
      .innerJoin(attemptAnswers, eq(attemptAnswers.attemptId, quizAttempts.id))
      .innerJoin(questions, eq(questions.id, attemptAnswers.questionId))
      .leftJoin(itemStats, eq(itemStats.questionId, attemptAnswers.questionId))
      .where(and(eq(quizAttempts.userId, p('userId')), eq(quizAttempts.selfReported, false), isNotNull(attemptAnswers.userAnswer)))
      .orderBy(desc(quizAttempts.completedAt), desc(attemptAnswers.id))
      .limit(p('limit'))
      .prepare(),
    userExists: db
      .select({ one: sql<number>`1` })
      .from(users)
      .where(eq(users.id, p('userId')))
      .limit(1)
      .prepare(),
  };
});

/**
 * A learner's answers as the ability fit weighs them: each item at its fitted difficulty (its authored prior before a
 * fit), each answer weighted by its age. Answers to the same difficulty and verdict are merged (their weights add),
 * which keeps the grid work small for a learner with thousands of answers.
 */
export function weightedAnswers(rows: readonly AbilityRow[], now: Date): WeightedAnswer[] {
  const merged = new Map<string, WeightedAnswer>();
  for (const r of rows) {
    const b = Math.round((r.b ?? PRIOR_B[r.difficulty] ?? 0) * 50) / 50;
    const correct = r.isCorrect === 1;
    const weight = recencyWeight((now.getTime() - r.completedAt) / DAY_MS, HALF_LIFE_DAYS);
    const key = `${b}:${correct ? 1 : 0}`;
    const m = merged.get(key);
    if (m) m.weight += weight;
    else merged.set(key, { b, correct, weight });
  }
  return [...merged.values()];
}

/** Refits one learner's ability from their latest graded answers and stores it (or removes it when they have none). */
export async function refreshAbility(db: DB, userId: number, now: Date) {
  const s = abilityStatements(db);
  const rows = (await s.answers.execute({ userId, limit: ABILITY_ANSWERS })).map((r) => ({
    ...r,
    isCorrect: r.isCorrect ? 1 : 0,
    completedAt: r.completedAt.getTime(),
  }));
  if (rows.length === 0 || !(await first(s.userExists.execute({ userId })))) {
    await db.delete(learnerAbility).where(eq(learnerAbility.userId, userId));
    return null;
  }
  const post = abilityPosterior(weightedAnswers(rows, now), ABILITY_PRIOR);
  const sections = outlineSectionsOf(rows);
  const values = { ability: post.mean, standardError: post.sd, answered: rows.length, sections, updatedAt: now };
  await db
    .insert(learnerAbility)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: learnerAbility.userId, set: values });
  return { ability: post.mean, standardError: post.sd, answered: rows.length, sections };
}

/**
 * How many of the three outline sections some answers touch: an item's section as the exam forms read it (its
 * outline section, else the section of its TMC code); an item with neither counts in none.
 */
export function outlineSectionsOf(rows: readonly { outlineSection: string | null; tmcCode: TmcCode | null }[]): number {
  const seen = new Set<OutlineSection>();
  for (const r of rows) {
    const section = r.outlineSection ?? (r.tmcCode ? sectionOfTmcCode(r.tmcCode) : null);
    if (OUTLINE_SECTIONS.includes(section as OutlineSection)) seen.add(section as OutlineSection);
    if (seen.size === OUTLINE_SECTIONS.length) break;
  }
  return seen.size;
}
