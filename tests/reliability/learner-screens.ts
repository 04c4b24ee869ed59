// The per-learner query-plan tests (plans.test.ts on SQLite, plans-postgres.test.ts on PostgreSQL) watch the same
// screens: a free and a Pro learner each open every screen that reads their own attempts.
import type { TestWorld } from '../support/db';

/** A free and a Pro learner: a screen may query differently for each plan, and every such query is checked. */
export async function freeAndProLearners(w: TestWorld): Promise<{ token: string }[]> {
  return [await w.signUp('planfree'), await w.signUp('planpro', { subscriptionStatus: 'pro' })];
}

/** Opens each learner's screens that read their own attempts, for the statements they run to be planned. */
export async function openLearnerScreens(w: TestWorld, learners: readonly { token: string }[]): Promise<void> {
  for (const { token } of learners) {
    const api = w.caller(token);
    await api.learner.stats();
    await api.learner.progress();
    await api.learner.recentAttempts({ limit: 3 });
    await api.learner.planUsage();
    await api.learner.activeExam();
  }
}
