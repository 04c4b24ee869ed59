// What a study reminder says (issue #30): the subject names the main thing, every figure in the message is one the
// pass read, the parts combine into one message, nothing to say is no message, and the weekly summary's day.
import { describe, expect, it } from 'vitest';
import {
  WEEKLY_SUMMARY_WEEKDAY,
  composeReminder,
  isWeeklySummaryDay,
  reminderParts,
  trendSentence,
  reminderSubject,
  type ReminderFigures,
  type WeekFigures,
} from './content';
import { localWeekday } from './localTime';

const APP = 'https://respira.example';
const KEY = 'k3y_abc';

const none: ReminderFigures = { name: 'Jordan', email: 'jordan@example.com', dueReviews: null, plan: null, week: null };
const week: WeekFigures = {
  answered: 40,
  correct: 30,
  areas: [
    { name: 'I. Patient Data', answered: 25, correct: 20 },
    { name: 'II. Troubleshooting', answered: 0, correct: 0 },
    { name: 'III. Initiation and Modification of Interventions', answered: 15, correct: 10 },
  ],
  readiness: '62% chance of passing (TMC · RRT cut (92/140)).',
  readinessPercent: 62,
  previousReadiness: { percent: 55, day: '2026-11-23' },
  exam: { name: 'TMC', daysLeft: 16 },
};

describe('reminderParts and the subject', () => {
  it('says nothing when nothing is due, no plan asks for work and it is not the summary day', () => {
    expect(reminderParts(none)).toEqual([]);
    expect(reminderParts({ ...none, dueReviews: 0 })).toEqual([]);
    expect(composeReminder({ ...none, dueReviews: 0 }, APP, KEY)).toBeNull();
  });

  it('names the count of due reviews, singular and plural', () => {
    expect(reminderSubject({ ...none, dueReviews: 12 }, ['due-reviews'])).toBe('12 reviews are due today');
    expect(reminderSubject({ ...none, dueReviews: 1 }, ['due-reviews'])).toBe('1 review is due today');
  });

  it('puts due reviews first, then the plan, then the week, in one message', () => {
    const f: ReminderFigures = {
      ...none,
      dueReviews: 3,
      plan: { examName: 'TMC', date: '2026-12-15', daysLeft: 16, newToday: 25, reviewsToday: 3, firstSimulationNow: true },
      week,
    };
    expect(reminderParts(f)).toEqual(['due-reviews', 'plan-behind', 'weekly-summary']);
    const m = composeReminder(f, APP, KEY)!;
    expect(m.subject).toBe('3 reviews are due today');
    expect(m.parts).toEqual(['due-reviews', 'plan-behind', 'weekly-summary']);
    expect(m.text).toContain('Hello Jordan,');
    expect(m.text).toContain("Your TMC is in 16 days (2026-12-15). Today's plan: 25 new questions, 3 reviews and a first full simulation.");
    expect(m.text).toContain('Start your review: https://respira.example/review');
    expect(m.text.indexOf('3 reviews are due today')).toBeLessThan(m.text.indexOf("Today's plan"));
  });

  it("says the plan's subject when no review is due, and the week's when only the summary is there", () => {
    const plan = { examName: 'RTE', date: '2027-01-04', daysLeft: 0, newToday: 0, reviewsToday: 5, firstSimulationNow: false };
    const p = composeReminder({ ...none, dueReviews: 0, plan }, APP, KEY)!;
    expect(p.subject).toBe("Today's study plan is waiting");
    expect(p.text).toContain("Your RTE is today (2027-01-04). Today's plan: 5 reviews.");
    expect(p.text).toContain('Open your dashboard: https://respira.example/dashboard');
    expect(composeReminder({ ...none, week }, APP, KEY)!.subject).toBe('Your week in Respira');
  });
});

describe("the weekly summary's figures", () => {
  it('gives the week, each area answered with its accuracy, readiness and the days to the exam', () => {
    const m = composeReminder({ ...none, week }, APP, KEY)!;
    expect(m.text).toContain('This week: 40 questions answered, 75% correct.');
    expect(m.text).toContain('I. Patient Data: 25 answers, 80% correct.');
    expect(m.text).toContain('III. Initiation and Modification of Interventions: 15 answers, 67% correct.');
    // An area with nothing answered this week has no accuracy to show.
    expect(m.text).not.toContain('II. Troubleshooting');
    expect(m.text).toContain('Readiness: 62% chance of passing (TMC · RRT cut (92/140)).');
    expect(m.text).toContain('Days to your TMC: 16.');
    expect(m.html).toContain('<li>This week: 40 questions answered, 75% correct.</li>');
  });

  it("measures the trend from the last summary's stated percent, and says none without both figures", () => {
    expect(composeReminder({ ...none, week }, APP, KEY)!.text).toContain('Trend: up 7 points since your summary of 2026-11-23 (55%).');
    expect(trendSentence({ readinessPercent: 54, previousReadiness: { percent: 55, day: '2026-11-23' } })).toBe(
      'Trend: down 1 point since your summary of 2026-11-23 (55%).',
    );
    expect(trendSentence({ readinessPercent: 55, previousReadiness: { percent: 55, day: '2026-11-23' } })).toBe(
      'Trend: unchanged since your summary of 2026-11-23 (55%).',
    );
    expect(trendSentence({ readinessPercent: null, previousReadiness: { percent: 55, day: '2026-11-23' } })).toBeNull();
    const first = composeReminder({ ...none, week: { ...week, previousReadiness: null } }, APP, KEY)!;
    expect(first.text).not.toContain('Trend:');
  });

  it('says an empty week plainly, and no exam line without a plan', () => {
    const empty: WeekFigures = {
      ...week,
      answered: 0,
      correct: 0,
      areas: week.areas.map((a) => ({ ...a, answered: 0, correct: 0 })),
      exam: null,
    };
    const m = composeReminder({ ...none, week: empty }, APP, KEY)!;
    expect(m.text).toContain('This week: no questions answered.');
    expect(m.text).not.toMatch(/% correct/);
    expect(m.text).not.toContain('Days to your');
  });

  it('goes out on the local Monday', () => {
    expect(WEEKLY_SUMMARY_WEEKDAY).toBe(1);
    // 2026-11-30 is a Monday: 06:00 UTC is still Sunday evening in Los Angeles and already Monday in Auckland.
    const at = new Date('2026-11-30T06:00:00Z');
    expect(isWeeklySummaryDay(localWeekday(at, 'UTC'))).toBe(true);
    expect(isWeeklySummaryDay(localWeekday(at, 'America/Los_Angeles'))).toBe(false);
    expect(isWeeklySummaryDay(localWeekday(new Date('2026-11-29T12:00:00Z'), 'Pacific/Auckland'))).toBe(true);
    expect(isWeeklySummaryDay(localWeekday(new Date('2026-12-01T12:00:00Z'), 'UTC'))).toBe(false);
  });
});

describe('unsubscribing', () => {
  it('carries the one-click headers and the signed page link in text and HTML', () => {
    const m = composeReminder({ ...none, dueReviews: 2 }, APP, KEY)!;
    expect(m.headers).toEqual({
      'List-Unsubscribe': `<${APP}/api/reminders/unsubscribe?key=${KEY}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(m.text).toContain(`Unsubscribe: ${APP}/reminders/unsubscribe?key=${KEY}`);
    expect(m.html).toContain(`href="${APP}/reminders/unsubscribe?key=${KEY}"`);
    expect(m.text).toContain('You receive this because you turned on study reminders for jordan@example.com in Respira.');
  });
});
