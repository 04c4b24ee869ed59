// Admin analytics read running totals kept by triggers (migration 0004). Whatever writes or deletes attempts,
// the totals must give what aggregating the attempts themselves gives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '../../src/server/db';
import { quizTrends, topicPerformance } from '../../src/server/features/admin/analytics';
import { seededRandom } from '../../src/server/lib/random';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { deleteUser } from '../../src/server/features/users/users';
import { fixtureBank, makeWorld } from '../support/db';
import { rollBackTo } from '../support/migrations';

const DAY = 24 * 60 * 60 * 1000;

/** The figures as the analytics computed them before the totals: straight from quiz_attempts. */
function fromAttempts(db: DB, now: Date) {
  const sqlite = db.$client;
  const since = Math.floor(now.getTime() / DAY) - 29;
  const trends = sqlite
    .prepare(
      'SELECT completed_at / 86400000 AS day, count(*) AS count, round(avg(score), 2) AS avgScore FROM quiz_attempts WHERE completed_at / 86400000 >= ? GROUP BY 1 ORDER BY 1',
    )
    .all(since) as { day: number; count: number; avgScore: number }[];
  const topics = new Map(
    (
      sqlite
        .prepare(
          'SELECT topic_id AS topicId, count(*) AS attempts, round(avg(score), 2) AS avgScore FROM quiz_attempts WHERE topic_id IS NOT NULL GROUP BY topic_id',
        )
        .all() as { topicId: number; attempts: number; avgScore: number }[]
    ).map((r) => [r.topicId, r]),
  );
  return {
    trends: trends.map((r) => ({ date: new Date(r.day * DAY).toISOString().slice(0, 10), count: r.count, avgScore: r.avgScore })),
    topics: Array.from({ length: 13 }, (_, i) => ({
      attempts: topics.get(i + 1)?.attempts ?? 0,
      avgScore: topics.get(i + 1)?.avgScore ?? 0,
    })),
  };
}

async function analytics(db: DB, now: Date) {
  return {
    trends: await quizTrends(db, now),
    topics: (await topicPerformance(db)).map((t) => ({ attempts: t.attempts, avgScore: t.avgScore })),
  };
}

/** Attempts of every kind over 40 days, written as the bench's generator writes them (raw SQL, another writer). */
function writeAttempts(db: DB, userIds: number[], now: Date, n: number, seed: number) {
  const random = seededRandom(seed);
  const insert = db.$client.prepare(
    'INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (?, ?, ?, ?, 0, 10, 0, ?)',
  );
  for (let i = 0; i < n; i++) {
    const kind = random() < 0.7 ? 'topic' : random() < 0.5 ? 'mixed' : 'exam';
    insert.run(
      userIds[i % userIds.length],
      kind,
      kind === 'topic' ? 1 + Math.floor(random() * 13) : null,
      Math.floor(random() * 101),
      now.getTime() - Math.floor(random() * 40 * DAY),
    );
  }
}

describe('attempt totals for the admin analytics', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('agree with the attempts after inserts, edits and a deleted learner’s cascade', async () => {
    const w = await makeWorld();
    const ids = [(await w.signUp('a')).id, (await w.signUp('b')).id, (await w.signUp('c')).id];
    const admin = await w.signUp('admin', { role: 'super_admin' });
    writeAttempts(w.db, ids, w.clock.now, 600, 3);
    // A graded attempt through the app's own path as well.
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    await w.caller(pro.token).learner.saveAttempt({ topicId: 4, questionsAnswered: [{ questionId: 10, userAnswer: 'A' }] });
    const expected = fromAttempts(w.db, w.clock.now);
    expect(expected.trends.length).toBeGreaterThan(20);
    expect(await analytics(w.db, w.clock.now)).toEqual(expected);

    w.db.$client
      .prepare('UPDATE quiz_attempts SET topic_id = 2, score = 100, completed_at = ? WHERE id % 7 = 0 AND topic_id IS NOT NULL')
      .run(w.clock.now.getTime());
    await deleteUser(w, ids[1]!, { id: admin.id, role: 'admin' });
    const after = fromAttempts(w.db, w.clock.now);
    expect(after).not.toEqual(expected);
    expect(await analytics(w.db, w.clock.now)).toEqual(after);
  });

  it('are filled from the attempts already stored when the migration runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-totals-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const now = new Date('2026-03-10T12:00:00Z');
    let db = openDatabase(file);
    await seedDatabase(db, now, fixtureBank());
    const user = db.$client
      .prepare("INSERT INTO users (username, email, password_hash, created_at) VALUES ('u', 'u@example.com', 'x', ?) RETURNING id")
      .pluck()
      .get(now.getTime()) as number;
    // As a database from before migration 0004: no totals, no triggers.
    rollBackTo(db.$client, '0004_attempt_totals');
    writeAttempts(db, [user], now, 300, 5);
    const expected = fromAttempts(db, now);
    db.$client.close();

    db = openDatabase(file);
    expect(await analytics(db, now)).toEqual(expected);
    writeAttempts(db, [user], now, 50, 6);
    expect(await analytics(db, now)).toEqual(fromAttempts(db, now));
    db.$client.close();
  });
});
