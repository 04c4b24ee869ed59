import { appLink, composeMail } from '../mail/compose';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe';

/**
 * What one day's reminder says, from figures the pass read from the database. Pure, so the wording is checked alone
 * (tests/unit/reminder-content.test.ts). Everything due that day goes in ONE message: at most one reminder a day.
 */

/**
 * The local weekday of the weekly summary: Monday, the start of the study week
 * (docs/decisions/078-the-study-reminder-pass.md).
 */
export const WEEKLY_SUMMARY_WEEKDAY = 1;

/** Whether a local weekday (0 Sunday … 6 Saturday) is the weekly summary's. */
export const isWeeklySummaryDay = (weekday: number): boolean => weekday === WEEKLY_SUMMARY_WEEKDAY;

/** What reminder_sends.contents records, in the order the message says them. */
export type ReminderPart = 'due-reviews' | 'plan-behind' | 'weekly-summary';

export interface PlanToday {
  examName: string;
  /** The exam day, YYYY-MM-DD. */
  date: string;
  daysLeft: number;
  newToday: number;
  reviewsToday: number;
  firstSimulationNow: boolean;
}

export interface AreaFigures {
  /** e.g. "I. Patient Data". */
  name: string;
  answered: number;
  correct: number;
}

export interface WeekFigures {
  /** Graded answers in the last 7 days, and how many were right. */
  answered: number;
  correct: number;
  areas: AreaFigures[];
  /** The current readiness line (a percent with its target, or what it still needs). */
  readiness: string;
  /** The percent in that line, when there is one: stored with the summary, the next summary's trend starts from it. */
  readinessPercent: number | null;
  /** The percent the learner's last weekly summary stated, and its day (null: no earlier summary with a percent). */
  previousReadiness: { percent: number; day: string } | null;
  /** The planned exam and days to it, when there is a plan with the day still ahead or today. */
  exam: { name: string; daysLeft: number } | null;
}

export interface ReminderFigures {
  /** First name, or the username. */
  name: string;
  email: string;
  /** Due review cards, when that reminder is on (null: off). */
  dueReviews: number | null;
  /** Today's plan when the learner has one that asks for work today (null: off, no plan, or nothing asked). */
  plan: PlanToday | null;
  /** The weekly summary, on its day when it is on (null otherwise). */
  week: WeekFigures | null;
}

export interface ReminderMessage {
  subject: string;
  parts: ReminderPart[];
  text: string;
  html: string;
  headers: Record<string, string>;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const percent = (correct: number, answered: number) => Math.round((100 * correct) / answered);

/** What the figures ask to say, in the order the message says them; empty when there is nothing to remind of. */
export function reminderParts(f: ReminderFigures): ReminderPart[] {
  const parts: ReminderPart[] = [];
  if (f.dueReviews !== null && f.dueReviews > 0) parts.push('due-reviews');
  if (f.plan) parts.push('plan-behind');
  if (f.week) parts.push('weekly-summary');
  return parts;
}

/** The subject says the main thing: due reviews first, then today's plan, then the week. */
export function reminderSubject(f: ReminderFigures, parts: readonly ReminderPart[]): string {
  if (parts.includes('due-reviews')) return `${f.dueReviews === 1 ? '1 review is' : `${f.dueReviews} reviews are`} due today`;
  if (parts.includes('plan-behind')) return "Today's study plan is waiting";
  return 'Your week in Respira';
}

function planSentence(p: PlanToday): string {
  const work = [
    ...(p.newToday > 0 ? [plural(p.newToday, 'new question', 'new questions')] : []),
    ...(p.reviewsToday > 0 ? [plural(p.reviewsToday, 'review', 'reviews')] : []),
    ...(p.firstSimulationNow ? ['a first full simulation'] : []),
  ];
  const list = work.length > 1 ? `${work.slice(0, -1).join(', ')} and ${work.at(-1)}` : (work[0] ?? '');
  const when = p.daysLeft === 0 ? 'today' : `in ${plural(p.daysLeft, 'day', 'days')}`;
  return `Your ${p.examName} is ${when} (${p.date}). Today's plan: ${list}.`;
}

/** The change since the last summary's percent, both figures the learner was shown; null without both. */
export function trendSentence(w: Pick<WeekFigures, 'readinessPercent' | 'previousReadiness'>): string | null {
  const before = w.previousReadiness;
  if (w.readinessPercent === null || !before) return null;
  const change = w.readinessPercent - before.percent;
  const since = `since your summary of ${before.day} (${before.percent}%)`;
  if (change === 0) return `Trend: unchanged ${since}.`;
  return `Trend: ${change > 0 ? 'up' : 'down'} ${plural(Math.abs(change), 'point', 'points')} ${since}.`;
}

function weekLines(w: WeekFigures): string[] {
  const lines = [
    w.answered > 0
      ? `This week: ${plural(w.answered, 'question', 'questions')} answered, ${percent(w.correct, w.answered)}% correct.`
      : 'This week: no questions answered.',
    ...w.areas
      .filter((a) => a.answered > 0)
      .map((a) => `${a.name}: ${plural(a.answered, 'answer', 'answers')}, ${percent(a.correct, a.answered)}% correct.`),
    `Readiness: ${w.readiness}`,
  ];
  const trend = trendSentence(w);
  if (trend) lines.push(trend);
  if (w.exam) lines.push(w.exam.daysLeft === 0 ? `Your ${w.exam.name} is today.` : `Days to your ${w.exam.name}: ${w.exam.daysLeft}.`);
  return lines;
}

/** The day's one message, or null when there is nothing to say. */
export function composeReminder(f: ReminderFigures, appUrl: string, unsubscribeKey: string): ReminderMessage | null {
  const parts = reminderParts(f);
  if (parts.length === 0) return null;
  const paragraphs: string[] = [];
  if (parts.includes('due-reviews')) {
    paragraphs.push(
      `${f.dueReviews === 1 ? '1 review is' : `${f.dueReviews} reviews are`} due today. A short session now keeps them from piling up.`,
    );
  }
  if (f.plan) paragraphs.push(planSentence(f.plan));
  if (f.week) paragraphs.push('Your week in Respira is summed up below.');
  const action = parts.includes('due-reviews')
    ? { label: 'Start your review', url: appLink(appUrl, '/review') }
    : { label: 'Open your dashboard', url: appLink(appUrl, '/dashboard') };
  const link = unsubscribeUrl(appUrl, unsubscribeKey);
  const { text, html } = composeMail({
    greeting: `Hello ${f.name},`,
    paragraphs,
    action,
    ...(f.week ? { details: weekLines(f.week) } : {}),
    footer: `You receive this because you turned on study reminders for ${f.email} in Respira. Change them on your account page, or unsubscribe with one click.`,
    unsubscribeUrl: link,
  });
  return { subject: reminderSubject(f, parts), parts, text, html, headers: unsubscribeHeaders(appUrl, unsubscribeKey) };
}
