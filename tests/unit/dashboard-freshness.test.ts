// The dashboard's per-learner reads come from the database on every request. Each test reads them, changes what
// they depend on (here or from another connection), and expects the very next read to show it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { createCaller } from '../../src/server/appRouter';
import { seededRandom } from '../../src/server/lib/random';
import { seedDatabase } from '../../src/server/features/questions/seed';
import { createUser, login } from '../../src/server/features/users/users';
import { createContext } from '../../src/server/trpc';
import { fixtureBank, makeWorld, type TestWorld } from '../support/db';
import { localRuntime } from '../../src/server/lib/runtime';

const DAY = 24 * 60 * 60 * 1000;
const keyOf = (id: number) => 'ABCD'[(Math.floor((id - 1) / 3) + 1 + ((id - 1) % 3)) % 4]!;
const wrongOf = (id: number) => (keyOf(id) === 'A' ? 'B' : 'A');

async function dashboard(api: ReturnType<TestWorld['caller']>) {
  return {
    stats: await api.learner.stats(),
    progress: await api.learner.progress(),
    recent: await api.learner.recentAttempts({ limit: 3 }),
  };
}

describe('learner dashboard freshness', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('shows a stored attempt in stats, progress and recent attempts at once', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const api = w.caller(pro.token);
    const before = await dashboard(api);
    expect(before.stats).toMatchObject({ totalQuizzes: 0, averageScore: 0, studyStreak: 0 });
    expect(before.progress).toEqual([]);
    expect(before.recent).toEqual([]);

    // Topic 1 holds questions 1–3; two right, one wrong.
    await api.learner.saveAttempt({
      topicId: 1,
      questionsAnswered: [1, 2, 3].map((id, i) => ({ questionId: id, userAnswer: i < 2 ? keyOf(id) : wrongOf(id) })),
    });
    const after = await dashboard(api);
    expect(after.stats).toMatchObject({ totalQuizzes: 1, averageScore: 67, studyStreak: 1 });
    expect(after.progress).toMatchObject([{ topicId: 1, totalQuizzes: 1, averageScore: 67 }]);
    expect(after.recent).toHaveLength(1);
    expect(after.recent[0]).toMatchObject({ topicId: 1, score: 67 });

    // Another learner's attempt leaves this one's numbers as they were.
    const other = await w.signUp('other', { subscriptionStatus: 'pro' });
    await w.caller(other.token).learner.saveAttempt({ topicId: 2, questionsAnswered: [{ questionId: 4, userAnswer: keyOf(4) }] });
    expect(await dashboard(api)).toEqual(after);
  });

  it('recounts the streak when the day turns without a new attempt', async () => {
    const w = await makeWorld();
    const pro = await w.signUp('pro', { subscriptionStatus: 'pro' });
    const api = w.caller(pro.token);
    await api.learner.saveAttempt({ topicId: 1, questionsAnswered: [{ questionId: 1, userAnswer: keyOf(1) }] });
    expect((await api.learner.stats()).studyStreak).toBe(1);
    w.clock.now = new Date(w.clock.now.getTime() + DAY);
    expect((await api.learner.stats()).studyStreak).toBe(1);
    w.clock.now = new Date(w.clock.now.getTime() + DAY);
    expect((await api.learner.stats()).studyStreak).toBe(0);
  });

  it('sees another process’s commit on the same file (a renamed topic, an attempt written beside the server)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'respira-snapshot-'));
    dirs.push(dir);
    const file = join(dir, 'db.sqlite');
    const db = openDatabase(file);
    const now = new Date('2026-03-10T12:00:00Z');
    const deps = { db, config: loadConfig({}), now: () => now, random: seededRandom(1), runtime: localRuntime() };
    await seedDatabase(db, now, fixtureBank());
    const user = await createUser(deps, {
      email: 'p@example.com',
      username: 'p',
      firstName: 'P',
      lastName: 'T',
      password: 'correct-horse',
      subscriptionStatus: 'pro',
    });
    const { token } = await login(deps, { email: 'p@example.com', password: 'correct-horse' });
    const api = createCaller(await createContext(deps, `Bearer ${token}`));
    await api.learner.saveAttempt({ topicId: 1, questionsAnswered: [{ questionId: 1, userAnswer: keyOf(1) }] });
    const first = await api.learner.progress();
    expect(first[0]!.topicName).not.toBe('Renamed elsewhere');

    const other = openDatabase(file);
    other.$client.prepare('UPDATE topics SET name = ? WHERE id = 1').run('Renamed elsewhere');
    expect((await api.learner.progress())[0]!.topicName).toBe('Renamed elsewhere');
    expect((await api.learner.recentAttempts({ limit: 3 }))[0]!.title).toBe('Renamed elsewhere');

    // An attempt row written by another process without the running totals still shows.
    other.$client
      .prepare(
        "INSERT INTO quiz_attempts (user_id, kind, topic_id, score, correct_count, total_questions, self_reported, completed_at) VALUES (?, 'topic', 2, 0, 0, 1, 0, ?)",
      )
      .run(user.id, now.getTime());
    expect(await api.learner.recentAttempts({ limit: 3 })).toHaveLength(2);
    other.$client.close();
    db.$client.close();
  });
});
