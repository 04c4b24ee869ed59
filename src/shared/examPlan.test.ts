// The arithmetic of a plan to the exam date (issue #27): days across the year boundary, the day itself and after it,
// the pace with its floor, the learner's daily limits as ceilings, the simulations' days, and the exam/date rules.
import { describe, expect, it } from 'vitest';
import {
  MIN_NEW_PER_DAY,
  addDays,
  daysBetween,
  endOfUtcDay,
  examOn,
  isCalendarDay,
  isFirstVisit,
  planFigures,
  planRefusal,
  readinessMissing,
  utcDay,
  type PlanCounts,
} from './examPlan';

const base: PlanCounts = {
  exam: 'rte',
  date: '2027-01-10',
  today: '2026-11-28',
  poolSize: 1200,
  answered: 200,
  dueToday: 30,
  dailyNewLimit: 100,
  dailyReviewLimit: 200,
  simulationsTaken: 0,
};

describe('calendar days', () => {
  it('counts whole days across the year boundary and a leap day', () => {
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-11-28', '2027-01-10')).toBe(43);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-01-10', '2026-11-28')).toBe(-43);
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
  });

  it('reads instants as UTC days and refuses days that do not exist', () => {
    expect(utcDay(new Date('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(endOfUtcDay(new Date('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(isCalendarDay('2027-02-28')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2027-1-5')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });
});

describe('which exam goes with which date', () => {
  const today = '2026-11-28';
  it('takes the TMC through 31 December 2026 and the RTE from 1 January 2027', () => {
    expect(planRefusal('tmc', '2026-12-31', today)).toBeNull();
    expect(planRefusal('rte', '2027-01-01', today)).toBeNull();
    expect(examOn('2026-12-31')).toBe('tmc');
    expect(examOn('2027-01-01')).toBe('rte');
  });
  it('refuses a TMC in 2027, an RTE in 2026, a past day and a day more than two years out, each saying why', () => {
    expect(planRefusal('tmc', '2027-01-01', today)).toMatch(/TMC is given until 31 December 2026/);
    expect(planRefusal('rte', '2026-12-31', today)).toMatch(/RTE starts on 1 January 2027/);
    expect(planRefusal('tmc', '2026-11-27', today)).toMatch(/has passed/);
    expect(planRefusal('tmc', today, today)).toBeNull();
    expect(planRefusal('rte', addDays(today, 731), today)).toMatch(/two years/);
    expect(planRefusal('rte', addDays(today, 730), today)).toBeNull();
  });
});

describe('today’s plan', () => {
  it('spreads the unanswered questions over the days left, rounding up', () => {
    const f = planFigures(base);
    expect(f).toMatchObject({ daysLeft: 43, phase: 'ahead', unanswered: 1000, pace: 24, newToday: 24, limitedByDailyNew: false });
    expect(f.coveredByExam).toBe(1000);
    expect(f.reviewsToday).toBe(30);
  });

  it('never asks fewer than the floor while questions are left, nor more than are left', () => {
    expect(planFigures({ ...base, answered: 1150 }).newToday).toBe(MIN_NEW_PER_DAY);
    expect(planFigures({ ...base, answered: 1196 }).newToday).toBe(4);
    expect(planFigures({ ...base, answered: 1200 })).toMatchObject({ unanswered: 0, newToday: 0 });
    // More answered than the pool holds (a question unpublished since) is nothing left, not a negative count.
    expect(planFigures({ ...base, answered: 1300 }).unanswered).toBe(0);
  });

  it('caps the new questions at the learner’s daily limit and says how far that reaches', () => {
    const f = planFigures({ ...base, dailyNewLimit: 20 });
    expect(f).toMatchObject({ pace: 24, newToday: 20, limitedByDailyNew: true, coveredByExam: 860 });
    expect(planFigures({ ...base, dailyNewLimit: 24 }).limitedByDailyNew).toBe(false);
  });

  it('caps reviews at the daily review limit', () => {
    expect(planFigures({ ...base, dueToday: 279, dailyReviewLimit: 200 })).toMatchObject({
      reviewsDue: 279,
      reviewsToday: 200,
      limitedByDailyReview: true,
    });
  });

  it('puts a first simulation now and the last a week before the date', () => {
    const f = planFigures(base);
    expect(f.firstSimulationNow).toBe(true);
    expect(f.lastSimulationDay).toBe('2027-01-03');
    expect(planFigures({ ...base, simulationsTaken: 2 }).firstSimulationNow).toBe(false);
    // Exactly a week before: the last one is today; inside the week it has passed.
    expect(planFigures({ ...base, date: addDays(base.today, 7) }).lastSimulationDay).toBe(base.today);
    expect(planFigures({ ...base, date: addDays(base.today, 6) }).lastSimulationDay).toBeNull();
  });

  it('on the day itself: "today", nothing new, reviews still counted; after it: nothing planned', () => {
    const day = planFigures({ ...base, date: base.today, exam: 'tmc' });
    expect(day).toMatchObject({
      daysLeft: 0,
      phase: 'today',
      newToday: 0,
      reviewsToday: 30,
      firstSimulationNow: false,
      lastSimulationDay: null,
    });
    const past = planFigures({ ...base, date: '2026-11-20', exam: 'tmc' });
    expect(past).toMatchObject({ daysLeft: -8, phase: 'past', newToday: 0, reviewsToday: 0, lastSimulationDay: null });
  });

  it('one day left asks for every unanswered question today', () => {
    expect(planFigures({ ...base, date: addDays(base.today, 1), dailyNewLimit: 5000 }).newToday).toBe(1000);
  });
});

describe('words', () => {
  it('says what readiness still needs', () => {
    expect(readinessMissing({ needed: 40, sectionsNeeded: 1 })).toBe(
      'Answer 40 more questions across 1 more outline section to see your readiness.',
    );
    expect(readinessMissing({ needed: 1, sectionsNeeded: 0 })).toBe('Answer 1 more question to see your readiness.');
    expect(readinessMissing({ needed: 0, sectionsNeeded: 2 })).toMatch(/^Answer questions from 2 more outline sections/);
  });

  it('greets a first visit only: the first session, nothing finished', () => {
    expect(isFirstVisit({ loginCount: 1, totalQuizzes: 0, reportedQuizzes: 0 })).toBe(true);
    expect(isFirstVisit({ loginCount: 0, totalQuizzes: 0, reportedQuizzes: 0 })).toBe(true);
    expect(isFirstVisit({ loginCount: 2, totalQuizzes: 0, reportedQuizzes: 0 })).toBe(false);
    expect(isFirstVisit({ loginCount: 1, totalQuizzes: 1, reportedQuizzes: 0 })).toBe(false);
    expect(isFirstVisit({ loginCount: 1, totalQuizzes: 0, reportedQuizzes: 1 })).toBe(false);
  });
});
