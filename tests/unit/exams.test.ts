import { describe, expect, it } from 'vitest';
import { makeWorld, fixtureBank } from '../support/db';
import { rejection } from '../support/rejection';

describe('exams', () => {
  it('pools every topic, hides the keys, and grades unanswered questions as wrong', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const api = w.caller(pro.token);
    const exam = await api.learner.startExam({ examType: 'rrt' });
    expect(exam.name).toBe('RRT Simulation');
    expect(exam.questions).toHaveLength(39);
    expect(new Set(exam.questions.map((q) => q.topicId)).size).toBe(13);
    expect(exam.questions[0]).not.toHaveProperty('correctAnswer');
    expect(exam.deadlineAt.getTime() - exam.startedAt.getTime()).toBe(240 * 60_000);

    const keys = new Map(fixtureBank().map((q, i) => [i + 1, q.correctAnswer]));
    const answers = exam.questions.map((q, i) => (i < 30 ? keys.get(q.id)! : null));
    w.clock.now = new Date(w.clock.now.getTime() + 65_000);
    const result = await api.learner.submitExam({ examSessionId: exam.examSessionId, answers });
    expect(result).toMatchObject({
      score: 77,
      correctCount: 30,
      totalQuestions: 39,
      passed: true,
      performanceLabel: 'Good',
      timeSpent: 65,
    });
    expect(result.topicBreakdown.reduce((s, t) => s + t.total, 0)).toBe(39);
    expect((await api.learner.examResult({ examSessionId: exam.examSessionId })).review[35]).toMatchObject({
      userAnswer: null,
      isCorrect: false,
    });
    expect(result.reviewPage.review).toMatchObject({ page: 1, totalItems: 39, matching: 39 });

    const again = await api.learner.submitExam({ examSessionId: exam.examSessionId, answers: [] });
    expect(again.attemptId).toBe(result.attemptId);
    expect((await api.learner.stats()).totalQuizzes).toBe(1);
  });

  it('resumes the active exam with the same deadline after a reload', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const api = w.caller(pro.token);
    const exam = await api.learner.startExam({ examType: 'practice' });
    w.clock.now = new Date(w.clock.now.getTime() + 10 * 60_000);
    const resumed = await api.learner.activeExam();
    expect(resumed?.examSessionId).toBe(exam.examSessionId);
    expect(resumed?.deadlineAt.getTime()).toBe(exam.deadlineAt.getTime());
    w.clock.now = new Date(exam.deadlineAt.getTime() + 1);
    expect(await api.learner.activeExam()).toBeNull();
  });

  it('refuses another user’s exam and needs at least 10 questions', async () => {
    const w = await makeWorld(fixtureBank().slice(0, 9));
    const a = await w.signUp('a', { subscriptionStatus: 'pro' });
    const err = await rejection(w.caller(a.token).learner.startExam({ examType: 'practice' }));
    expect(err.message).toBe('Only 9 questions available. Need at least 10 for an exam.');

    const w2 = await makeWorld();
    const x = await w2.signUp('x', { subscriptionStatus: 'pro' });
    const y = await w2.signUp('y', { subscriptionStatus: 'pro' });
    const exam = await w2.caller(x.token).learner.startExam({ examType: 'practice' });
    await expect(w2.caller(y.token).learner.submitExam({ examSessionId: exam.examSessionId, answers: [] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
