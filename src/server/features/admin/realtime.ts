import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { activityLog, users } from '../../../../db/schema';
import { countRows, type DB } from '../../db';

/** "Active now": any activity in the last 5 minutes. */
export const ACTIVE_NOW_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export async function realtimeSnapshot(db: DB, now: Date) {
  const activeSince = new Date(now.getTime() - ACTIVE_NOW_MS);
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const activeNow = (
    await db
      .select({
        userId: activityLog.userId,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
        lastActivityAt: sql<number>`max(${activityLog.createdAt})`,
      })
      .from(activityLog)
      .innerJoin(users, eq(users.id, activityLog.userId))
      .where(gte(activityLog.createdAt, activeSince))
      .groupBy(activityLog.userId, users.id)
      .orderBy(desc(sql`max(${activityLog.createdAt})`))
  ).map((u) => ({ ...u, lastActivityAt: new Date(u.lastActivityAt) }));
  const recent = await db
    .select({ id: activityLog.id, username: users.username, activityType: activityLog.activityType, createdAt: activityLog.createdAt })
    .from(activityLog)
    .innerJoin(users, eq(users.id, activityLog.userId))
    .where(gte(activityLog.createdAt, hourAgo))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(20);
  return {
    at: now,
    activeNow,
    startedLastHour: await countRows(db, activityLog, and(eq(activityLog.activityType, 'quiz_start'), gte(activityLog.createdAt, hourAgo))),
    completedLastHour: await countRows(
      db,
      activityLog,
      and(eq(activityLog.activityType, 'quiz_complete'), gte(activityLog.createdAt, hourAgo)),
    ),
    recent,
  };
}
