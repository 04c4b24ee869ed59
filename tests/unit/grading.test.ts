import { first } from '../../src/server/db';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attemptAnswers, questions } from '../../db/schema';
import { makeWorld } from '../support/db';
import { WEEKLY_LIMIT_MESSAGE } from '../../src/shared/plans';
import { rejection } from '../support/rejection';

async function keyOf(w: Awaited<ReturnType<typeof makeWorld>>, id: number): Promise<string> {
  return (await first(w.db.select().from(questions).where(eq(questions.id, id)).limit(1)))!.correctAnswer;
}
const wrong = (k: string) => (k === 'A' ? 'B' : 'A');

describe('topic quizzes are graded on the server', () => {
  it('ignores the score and isCorrect the client sends', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const quiz = await w.caller(pro.token).learner.startQuiz({ topicId: 2 });
    expect(quiz.title).toBe('Blood Gas Analysis');
    const [q1, q2, q3] = quiz.questions;
    const saved = await w.caller(pro.token).learner.saveAttempt({
      topicId: 2,
      score: 100,
      totalQuestions: 3,
      timeSpent: null,
      questionsAnswered: [
        { questionId: q1!.id, userAnswer: await keyOf(w, q1!.id), isCorrect: true },
        { questionId: q2!.id, userAnswer: wrong(await keyOf(w, q2!.id)), isCorrect: true },
        { questionId: q3!.id, userAnswer: null, isCorrect: true },
      ],
    });
    expect(saved.score).toBe(33);
    expect(saved.correctCount).toBe(1);
    const answers = await w.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, saved.id));
    expect(answers.map((a) => a.isCorrect)).toEqual([true, false, false]);
    const stats = await w.caller(pro.token).learner.stats();
    expect(stats).toMatchObject({ totalQuizzes: 1, averageScore: 33, studyStreak: 1 });
  });

  it('rejects answers to questions outside the topic and duplicate answers', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const other = (await w.caller(pro.token).learner.topicQuestions({ topicId: 3 }))[0]!;
    await expect(
      w.caller(pro.token).learner.saveAttempt({ topicId: 2, questionsAnswered: [{ questionId: other.id, userAnswer: 'A' }] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      w.caller(pro.token).learner.saveAttempt({
        topicId: 3,
        questionsAnswered: [
          { questionId: other.id, userAnswer: 'A' },
          { questionId: other.id, userAnswer: 'B' },
        ],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('stores an offline attempt once however often it is sent', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const q = (await w.caller(pro.token).learner.topicQuestions({ topicId: 1 }))[0]!;
    const body = { topicId: 1, clientId: 'client-attempt-0001', questionsAnswered: [{ questionId: q.id, userAnswer: q.correctAnswer }] };
    const a = await w.caller(pro.token).learner.saveAttempt(body);
    const b = await w.caller(pro.token).learner.saveAttempt(body);
    expect(b.id).toBe(a.id);
    expect((await w.caller(pro.token).learner.stats()).totalQuizzes).toBe(1);
  });

  it('assembles mixed exams with their priority topics first', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const adv = await w.caller(pro.token).learner.startQuiz({ topicId: 'mixed-advanced' });
    expect(adv.title).toBe('Advanced Practice Exam');
    expect(adv.questions).toHaveLength(39);
    const fund = await w.caller(pro.token).learner.startQuiz({ topicId: 'mixed-fundamentals' });
    expect(fund.questions).toHaveLength(39);
    const saved = await w.caller(pro.token).learner.saveAttempt({
      topicId: 'mixed-comprehensive',
      questionsAnswered: adv.questions.map((q) => ({ questionId: q.id, userAnswer: q.correctAnswer })),
    });
    expect(saved).toMatchObject({ kind: 'mixed', mixedType: 'mixed-comprehensive', score: 100, topicId: null });
  });
});

describe('the free plan', () => {
  it('refuses topic questions and topic attempts to free users', async () => {
    const w = await makeWorld();
    const free = await w.signUp('free');
    await expect(w.caller(free.token).learner.startQuiz({ topicId: 1 })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      w.caller(free.token).learner.saveAttempt({ topicId: 1, questionsAnswered: [{ questionId: 1, userAnswer: 'A' }] }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('allows 5 practice exams per rolling 7 days, counting starts, then answers the weekly-limit 403', async () => {
    const w = await makeWorld();
    const free = await w.signUp('free');
    const api = w.caller(free.token);
    await expect(api.learner.startExam({ examType: 'crt' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const first = await api.learner.startExam({ examType: 'practice' });
    await api.learner.submitExam({ examSessionId: first.examSessionId, answers: [] });
    for (let i = 0; i < 3; i++) await api.learner.startExam({ examType: 'practice' });
    await api.learner.reportExam({ topicId: null, score: 80, totalQuestions: 39, examType: 'practice' });
    const err = await rejection(api.learner.startExam({ examType: 'practice' }));
    expect(err.code).toBe('FORBIDDEN');
    expect(err.message).toContain('Weekly quiz limit reached');
    expect(err.message).toBe(WEEKLY_LIMIT_MESSAGE);
    await expect(api.learner.reportExam({ topicId: null, score: 80, totalQuestions: 39, examType: 'practice' })).rejects.toMatchObject({
      message: WEEKLY_LIMIT_MESSAGE,
    });
    w.clock.now = new Date(w.clock.now.getTime() + 7 * 24 * 3600 * 1000 + 1000);
    expect((await api.learner.startExam({ examType: 'practice' })).questions).toHaveLength(39);
  });
});
