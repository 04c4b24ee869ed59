// Issue #28: a case item is practised only in its case. Once answered in a case run it has a review card, but the
// device's review-ahead list never carries it as a single card (GET /api/review/due leaves it out too).
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseSets, questions } from '../../db/schema';
import { SAMPLE_CASE_SETS } from '../../db/seed/cases/samples';
import { first } from '../../src/server/db';
import { reviewCard } from '../../src/server/features/study/review';
import { fixtureBank, makeWorld } from '../support/db';

describe('learner.reviewAhead', () => {
  it('leaves out case items, whose cards a case run moved', async () => {
    const w = await makeWorld(fixtureBank(), SAMPLE_CASE_SETS);
    const pro = await w.signUp('caselearner', { subscriptionStatus: 'pro' });
    const set = (await first(w.db.select().from(caseSets).orderBy(asc(caseSets.id)).limit(1)))!;
    const item1 = (await first(
      w.db.select().from(questions).where(eq(questions.caseSetId, set.id)).orderBy(asc(questions.casePosition)).limit(1),
    ))!;
    const wrong = item1.correctAnswer === 'A' ? 'B' : 'A';
    await w.caller(pro.token).learner.answerCaseItem({ caseSetId: set.id, questionId: item1.id, userAnswer: wrong });
    expect(await reviewCard(w.db, pro.id, item1.id)).toBeTruthy();
    const ahead = await w.caller(pro.token).learner.reviewAhead({ topicIds: [set.topicId] });
    expect(ahead.items.map((i) => i.questionId)).not.toContain(item1.id);
  });
});
