import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { platformStats, quizTrends } from '../../src/server/features/admin/analytics';
import { rollBackTo } from '../support/migrations';

describe('migration 0007', () => {
  it('takes the self-reported scores already stored out of every running total', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-reported-'));
    try {
      const file = join(dir, 'db.sqlite');
      const now = new Date('2026-03-10T12:00:00Z');
      let db = openDatabase(file);
      // As a database from before 0007: a graded 50 and a self-reported 100, both in the totals.
      rollBackTo(db.$client, '0007_self_reported_apart');
      const user = db.$client
        .prepare(
          "INSERT INTO users (username, email, password_hash, created_at, total_quizzes, score_sum) VALUES ('u', 'u@example.com', 'x', ?, 2, 150) RETURNING id",
        )
        .pluck()
        .get(now.getTime()) as number;
      const add = db.$client.prepare(
        "INSERT INTO quiz_attempts (user_id, kind, score, correct_count, total_questions, self_reported, completed_at) VALUES (?, 'exam', ?, 0, 100, ?, ?)",
      );
      add.run(user, 50, 0, now.getTime());
      add.run(user, 100, 1, now.getTime());
      expect(await quizTrends(db, now)).toEqual([{ date: '2026-03-10', count: 2, avgScore: 75 }]);
      db.$client.close();

      db = openDatabase(file);
      expect(await platformStats(db, now)).toMatchObject({ totalQuizzes: 1, averagePlatformScore: 50 });
      expect(db.$client.prepare('SELECT total_quizzes, score_sum, reported_quizzes FROM users').get()).toEqual({
        total_quizzes: 1,
        score_sum: 50,
        reported_quizzes: 1,
      });
      expect(await quizTrends(db, now)).toEqual([{ date: '2026-03-10', count: 1, avgScore: 50 }]);
      // And from now on the triggers leave a self-reported row out.
      db.$client
        .prepare(
          "INSERT INTO quiz_attempts (user_id, kind, score, correct_count, total_questions, self_reported, completed_at) VALUES (?, 'exam', 90, 0, 100, 1, ?)",
        )
        .run(user, now.getTime());
      expect(await quizTrends(db, now)).toEqual([{ date: '2026-03-10', count: 1, avgScore: 50 }]);
      db.$client.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
