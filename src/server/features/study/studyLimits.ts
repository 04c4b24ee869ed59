import { eq } from 'drizzle-orm';
import { users } from '../../../../db/schema';
import { first, type DB } from '../../db';

/** The learner's daily limits for review sessions (issue #27): due cards reviewed, new questions learned. */
export async function studyLimits(db: DB, userId: number) {
  const u = await first(
    db
      .select({ dailyReviewLimit: users.dailyReviewLimit, dailyNewLimit: users.dailyNewLimit })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
  );
  return { dailyReviewLimit: u?.dailyReviewLimit ?? 200, dailyNewLimit: u?.dailyNewLimit ?? 20 };
}

/** Ranges are the input's (0–9,999 reviews, 0–999 new); the answer is what the database now holds. */
export async function setStudyLimits(db: DB, userId: number, limits: { dailyReviewLimit: number; dailyNewLimit: number }) {
  await db.update(users).set(limits).where(eq(users.id, userId));
  return await studyLimits(db, userId);
}
