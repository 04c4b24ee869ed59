import { desc, eq } from 'drizzle-orm';
import { activityLog, quizAttempts, topics, users } from '../../../db/schema';
import type { DB } from '../db';
import { attemptTitle } from './attempts';
import { progressByTopic } from './stats';
import { getUser, toPublicUser } from './users';
import type { Deps } from './deps';

export function listUsersForAnalytics(db: DB) {
  return db.select().from(users).orderBy(users.id).all().map(toPublicUser);
}

export function userDetail(deps: Deps, id: number) {
  const user = getUser(deps, id);
  const quizHistory = deps.db
    .select({
      id: quizAttempts.id,
      topicName: topics.name,
      mixedType: quizAttempts.mixedType,
      examType: quizAttempts.examType,
      score: quizAttempts.score,
      totalQuestions: quizAttempts.totalQuestions,
      correctCount: quizAttempts.correctCount,
      timeSpent: quizAttempts.timeSpent,
      completedAt: quizAttempts.completedAt,
    })
    .from(quizAttempts)
    .leftJoin(topics, eq(quizAttempts.topicId, topics.id))
    .where(eq(quizAttempts.userId, id))
    .orderBy(desc(quizAttempts.completedAt), desc(quizAttempts.id))
    .limit(10)
    .all()
    .map((a) => ({ ...a, topicName: attemptTitle(a) }));
  const activityHistory = deps.db
    .select({ activityType: activityLog.activityType, createdAt: activityLog.createdAt })
    .from(activityLog)
    .where(eq(activityLog.userId, id))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(20)
    .all();
  return { user: toPublicUser(user), progressByTopic: progressByTopic(deps.db, id), quizHistory, activityHistory };
}
