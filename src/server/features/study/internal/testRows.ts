// A Create Test test's rows as the test calls read them: the learner's own test (never a case run) and its items.
import { eq } from 'drizzle-orm';
import { testItems, tests, type UserRow } from '../../../../../db/schema';
import { first, type DB } from '../../../db';
import { DomainError } from '../../../lib/domainError';
import { isCaseRun } from '../../../lib/caseRuns';

export type TestRow = typeof tests.$inferSelect;
export type ItemRow = typeof testItems.$inferSelect;

const NOT_FOUND = 'Test not found';

/** The learner's own test; anyone else's is as unknown as one that does not exist (404). */
export async function ownTest(db: DB, user: UserRow, testId: number): Promise<TestRow> {
  const t = await first(db.select().from(tests).where(eq(tests.id, testId)).limit(1));
  // A clinical case run is stored as a test (features/case-sets/caseSets.ts) but is no test of the learner's: its order and
  // locking rules are the case's, so the test calls never reach it.
  if (!t || t.userId !== user.id || isCaseRun(t)) throw new DomainError({ code: 'NOT_FOUND', message: NOT_FOUND });
  return t;
}

export const itemsOf = async (db: DB, testId: number): Promise<ItemRow[]> =>
  await db.select().from(testItems).where(eq(testItems.testId, testId)).orderBy(testItems.position);

/** A timed test past its deadline takes no more answers. */
export const expired = (t: TestRow, now: Date) => t.mode === 'timed' && t.deadlineAt !== null && now.getTime() > t.deadlineAt.getTime();
