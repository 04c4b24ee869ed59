// The large-answer throttle's set is read from the procedures' own `.meta({ largeAnswer: true })`: the paths the
// client calls for a whole exam or quiz, and nothing else, so a rename or a move cannot silently unthrottle one.
import { describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/appRouter';
import { isLargeAnswer, largeAnswerPaths } from '../../src/server/largeAnswers';

const LARGE = ['learner.activeExam', 'learner.examResult', 'learner.startExam', 'learner.startQuiz', 'learner.submitExam'];

describe('large answers', () => {
  it('are the procedures that declare largeAnswer, by their wire paths', () => {
    expect([...largeAnswerPaths(appRouter)].sort()).toEqual(LARGE);
  });

  it('are asked for by a tRPC call, a batch naming one, or the REST exam routes', () => {
    const large = largeAnswerPaths(appRouter);
    expect(isLargeAnswer('/trpc/learner.startExam', large)).toBe(true);
    expect(isLargeAnswer('/trpc/learner.dashboard,learner.activeExam?batch=1&input=%7B%7D', large)).toBe(true);
    expect(isLargeAnswer('/trpc/learner%2EstartQuiz', large)).toBe(true);
    expect(isLargeAnswer('/api/exams/abc/result', large)).toBe(true);
    expect(isLargeAnswer('/trpc/learner.dashboard,auth.me?batch=1', large)).toBe(false);
    expect(isLargeAnswer('/api/login', large)).toBe(false);
  });
});
