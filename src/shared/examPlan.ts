import { READINESS_MIN_SECTIONS } from './readiness';

/**
 * A plan to the exam date (issue #27): which exam the learner sits and when, and the arithmetic of today's plan.
 * Pure, so the server computes it from database counts and the unit tests check it alone. Days are UTC calendar days
 * written YYYY-MM-DD, as the study streak counts them
 * (docs/decisions/059-a-plan-to-the-exam-date.md).
 */
export const PLANNED_EXAMS = ['rte', 'tmc'] as const;
export type PlannedExam = (typeof PLANNED_EXAMS)[number];

/** The TMC is given through 31 December 2026; every candidate sits the RTE from 1 January 2027. */
export const TMC_LAST_DAY = '2026-12-31';
export const RTE_FIRST_DAY = '2027-01-01';

export const PLANNED_EXAM_NAMES: Record<PlannedExam, string> = { rte: 'RTE', tmc: 'TMC' };

/** A date further out than this is a typo more often than a plan. */
export const MAX_PLAN_DAYS_AHEAD = 730;
/** New questions a day never drop below this while questions are left: a handful a day is no way to keep the habit. */
export const MIN_NEW_PER_DAY = 10;
/** The last full simulation belongs a week before the exam: late enough to measure, early enough to act on it. */
export const LAST_SIMULATION_DAYS_BEFORE = 7;

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2027-02-30). */
export function isCalendarDay(day: string): boolean {
  const m = DAY_PATTERN.exec(day);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day;
}

/** The UTC calendar day of an instant. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The end of an instant's UTC day (exclusive): reviews due before it are today's. */
export function endOfUtcDay(now: Date): Date {
  return new Date(Date.parse(`${utcDay(now)}T00:00:00Z`) + DAY_MS);
}

/** Why the server refuses a plan (a 400's message), or null when the exam and date go together. */
export function planRefusal(exam: PlannedExam, date: string, today: string): string | null {
  if (date < today) return 'The exam date has passed: choose today or a later day.';
  if (exam === 'tmc' && date > TMC_LAST_DAY) {
    return 'The TMC is given until 31 December 2026; from 1 January 2027 every candidate sits the RTE. Choose the RTE for this date.';
  }
  if (exam === 'rte' && date < RTE_FIRST_DAY) {
    return 'The RTE starts on 1 January 2027; until 31 December 2026 candidates sit the TMC. Choose the TMC, or a date from 1 January 2027.';
  }
  if (daysBetween(today, date) > MAX_PLAN_DAYS_AHEAD) return 'Choose an exam date within the next two years.';
  return null;
}

/** The exam a learner would sit on a day: the TMC through 2026, the RTE from 2027. */
export function examOn(day: string): PlannedExam {
  return day <= TMC_LAST_DAY ? 'tmc' : 'rte';
}

export interface PlanCounts {
  exam: PlannedExam;
  date: string;
  today: string;
  /** Published questions of the chosen exam's pool, and how many of them the learner has answered. */
  poolSize: number;
  answered: number;
  /** Review cards due by the end of today. */
  dueToday: number;
  dailyNewLimit: number;
  dailyReviewLimit: number;
  /** Full simulations of the chosen exam the learner has submitted. */
  simulationsTaken: number;
}

export interface PlanFigures {
  daysLeft: number;
  phase: 'ahead' | 'today' | 'past';
  unanswered: number;
  /** New questions a day that cover the unanswered part by the day before the exam, floored; 0 when none are left. */
  pace: number;
  /** What today's plan asks: the pace, or the learner's daily new limit when that is lower. */
  newToday: number;
  limitedByDailyNew: boolean;
  /** At newToday a day, how many of the unanswered questions are covered before the exam. */
  coveredByExam: number;
  reviewsDue: number;
  reviewsToday: number;
  limitedByDailyReview: boolean;
  simulationsTaken: number;
  /** Sit a first full simulation today: none taken yet and the exam still ahead. */
  firstSimulationNow: boolean;
  /** The day of the last full simulation (a week before), or null once that day has passed. */
  lastSimulationDay: string | null;
}

export function planFigures(c: PlanCounts): PlanFigures {
  const daysLeft = daysBetween(c.today, c.date);
  const phase = daysLeft > 0 ? 'ahead' : daysLeft === 0 ? 'today' : 'past';
  const unanswered = Math.max(0, c.poolSize - c.answered);
  // Study days are today up to the day before the exam: the exam day itself brings nothing new.
  const pace = phase === 'ahead' && unanswered > 0 ? Math.min(unanswered, Math.max(MIN_NEW_PER_DAY, Math.ceil(unanswered / daysLeft))) : 0;
  const newLimit = Math.max(0, c.dailyNewLimit);
  const limitedByDailyNew = pace > newLimit;
  const newToday = limitedByDailyNew ? newLimit : pace;
  const coveredByExam = phase === 'ahead' ? Math.min(unanswered, newToday * daysLeft) : 0;
  const reviewsDue = phase === 'past' ? 0 : Math.max(0, c.dueToday);
  const reviewLimit = Math.max(0, c.dailyReviewLimit);
  const lastDay = addDays(c.date, -LAST_SIMULATION_DAYS_BEFORE);
  return {
    daysLeft,
    phase,
    unanswered,
    pace,
    newToday,
    limitedByDailyNew,
    coveredByExam,
    reviewsDue,
    reviewsToday: Math.min(reviewsDue, reviewLimit),
    limitedByDailyReview: reviewsDue > reviewLimit,
    simulationsTaken: c.simulationsTaken,
    firstSimulationNow: phase === 'ahead' && c.simulationsTaken === 0,
    lastSimulationDay: phase === 'ahead' && lastDay >= c.today ? lastDay : null,
  };
}

/**
 * What readiness still needs, said as a step to take ("Answer 40 more questions across 1 more outline section to see
 * your readiness"), for a card that must never show a bare 0 % as if it were a verdict.
 */
export function readinessMissing(r: { needed: number; sectionsNeeded: number }): string {
  const sections = `${r.sectionsNeeded} more outline section${r.sectionsNeeded === 1 ? '' : 's'}`;
  const questions = `${r.needed} more question${r.needed === 1 ? '' : 's'}`;
  if (r.needed > 0 && r.sectionsNeeded > 0) return `Answer ${questions} across ${sections} to see your readiness.`;
  if (r.needed > 0) return `Answer ${questions} to see your readiness.`;
  return `Answer questions from ${sections} (at least ${READINESS_MIN_SECTIONS} of the 3) to see your readiness.`;
}

/**
 * "Welcome" on a learner's first visit, "Welcome back" after: the first visit is the session that registration opens
 * (or an account's first sign-in) before anything was finished in it
 * (docs/decisions/059-a-plan-to-the-exam-date.md).
 */
export function isFirstVisit(u: { loginCount: number; totalQuizzes: number; reportedQuizzes: number }): boolean {
  return u.loginCount <= 1 && u.totalQuizzes === 0 && u.reportedQuizzes === 0;
}
