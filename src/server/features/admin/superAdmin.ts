import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { activityLog, quizAttempts, topics, users } from '../../../../db/schema';
import { countRows, dialect, likeAnywhere, type DB } from '../../db';
import { attemptTitle } from '../quizzes/attempts';
import { progressByTopic } from '../progress/stats';
import { getUser, toPublicUser } from '../users/users';
import type { Deps } from '../../lib/deps';

export async function listUsersForAnalytics(db: DB) {
  return (await db.select().from(users).orderBy(users.id)).map(toPublicUser);
}

export async function userDetail(deps: Deps, id: number) {
  const user = await getUser(deps, id);
  const quizHistory = (
    await deps.db
      .select({
        id: quizAttempts.id,
        kind: quizAttempts.kind,
        topicName: topics.name,
        mixedType: quizAttempts.mixedType,
        examType: quizAttempts.examType,
        score: quizAttempts.score,
        totalQuestions: quizAttempts.totalQuestions,
        correctCount: quizAttempts.correctCount,
        timeSpent: quizAttempts.timeSpent,
        completedAt: quizAttempts.completedAt,
        selfReported: quizAttempts.selfReported,
      })
      .from(quizAttempts)
      .leftJoin(topics, eq(quizAttempts.topicId, topics.id))
      .where(eq(quizAttempts.userId, id))
      .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
      .limit(10)
  ).map((a) => ({ ...a, topicName: attemptTitle(a) }));
  const activityHistory = await deps.db
    .select({ activityType: activityLog.activityType, createdAt: activityLog.createdAt })
    .from(activityLog)
    .where(eq(activityLog.userId, id))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(20);
  return { user: toPublicUser(user), progressByTopic: await progressByTopic(deps.db, id), quizHistory, activityHistory };
}

// ---- the paged user table ----

/** The name the table shows and sorts by: full name, or the username for an account without one. */
const sortName = dialect.caseless(sql`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`);
/** The shown average (Math.round of scoreSum / totalQuizzes) in integers, so sorting matches the column exactly. */
const shownAverage = sql`(case when ${users.totalQuizzes} > 0 then (2 * ${users.scoreSum} + ${users.totalQuizzes}) / (2 * ${users.totalQuizzes}) else 0 end)`;

/**
 * Each sort key is an expression an index of `users` is built on (schema.ts), so a page is a short index walk
 * whatever the sort; the id breaks ties in the same direction, which every index ends with anyway.
 */
const SORT_EXPRESSIONS: Record<UserSortKey, SQL> = {
  name: sortName,
  logins: sql`${users.loginCount}`,
  lastLogin: sql`${users.lastLoginAt}`,
  avgScore: shownAverage,
};

export const USER_SORT_KEYS = ['name', 'logins', 'lastLogin', 'avgScore'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export interface UserPageQuery {
  search: string;
  sort: UserSortKey;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** Case-insensitive substring of email, username or full name (SPEC §2); LIKE's wildcards are escaped. */
function searchCondition(search: string): SQL | undefined {
  const q = search.trim();
  if (!q) return undefined;
  const pattern = likeAnywhere(q);
  return or(
    dialect.likeCaseless(users.email, pattern),
    dialect.likeCaseless(users.username, pattern),
    dialect.likeCaseless(sql`trim(${users.firstName} || ' ' || ${users.lastName})`, pattern),
  );
}

/** One page of users and the number that match, counted by SQL. */
export async function userPage(db: DB, q: UserPageQuery) {
  const where = searchCondition(q.search);
  const total = await countRows(db, users, where);
  const order = [dialect.order(SORT_EXPRESSIONS[q.sort], q.dir), dialect.order(users.id, q.dir)];
  const pageCount = Math.max(1, Math.ceil(total / q.pageSize));
  const page = Math.min(q.page, pageCount);
  const items = (
    await db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((page - 1) * q.pageSize)
  ).map(toPublicUser);
  return { items, total, page, pageSize: q.pageSize, pageCount };
}
