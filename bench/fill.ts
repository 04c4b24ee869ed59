// The scale generator: a database of USERS learners and ATTEMPTS graded attempts with every answer, their
// exam sessions, activity and the users' running totals, written with raw prepared statements in large
// transactions. Seeded, so two runs make the same data.
//   tsx bench/fill.ts --db /tmp/respira-scale.db [--users 15000] [--attempts 1000000] [--seed 1]
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EXAMS, MIXED_EXAMS, type ExamType, type MixedType } from '../src/shared/exams';
import { openDatabase } from '../src/server/db';
import { hashPassword } from '../src/server/features/users/passwords';
import { seededRandom } from '../src/server/lib/random';
import { seedDatabase } from '../src/server/features/questions/seed';

export const BENCH_PASSWORD = 'bench-password-1';
const DAY = 24 * 60 * 60 * 1000;

export interface FillOptions {
  users: number;
  attempts: number;
  seed?: number;
  /** Attempts are spread over this many days before `now`, more of them recent. */
  days?: number;
  now?: number;
  log?: (line: string) => void;
}

export interface FillResult {
  users: number;
  attempts: number;
  answers: number;
  examSessions: number;
  activity: number;
  seconds: number;
  /** Ids of a few kinds of accounts, for the measurements. */
  adminId: number;
  superAdminId: number;
}

/** Fills an empty (or not yet existing) database file. */
export async function fill(dbPath: string, opts: FillOptions): Promise<FillResult> {
  const started = performance.now();
  const log = opts.log ?? ((l: string) => console.log(l));
  const now = opts.now ?? Date.now();
  const days = opts.days ?? 365;
  const random = seededRandom(opts.seed ?? 1);

  // The real schema and question bank first, through the app's own code.
  const app = openDatabase(dbPath);
  await seedDatabase(app, new Date(now - 400 * DAY));
  app.$client.close();

  const db = new Database(dbPath);
  // A bulk load: nothing else has the file open, so no journal and no syncs; a large page cache.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('temp_store = MEMORY');
  db.pragma('cache_size = -1500000');
  db.pragma('foreign_keys = OFF');
  try {
    if ((db.prepare('SELECT count(*) FROM users').pluck().get() as number) > 0) throw new Error(`${dbPath} already has users`);
    const questions = db
      .prepare("SELECT id, topic_id AS topicId, correct_answer AS key FROM questions WHERE status = 'published' ORDER BY id")
      .all() as {
      id: number;
      topicId: number;
      key: string;
    }[];
    const byTopic = new Map<number, typeof questions>();
    for (const q of questions) byTopic.set(q.topicId, [...(byTopic.get(q.topicId) ?? []), q]);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    /**
     * `n` distinct questions from `pool`: a partial Fisher–Yates on the pool itself, which stays a random
     * permutation, so each draw is uniform without copying the pool.
     */
    const sample = (pool: typeof questions, n: number) => {
      const m = Math.min(n, pool.length);
      for (let i = 0; i < m; i++) {
        const j = i + Math.floor(random() * (pool.length - i));
        const t = pool[i]!;
        pool[i] = pool[j]!;
        pool[j] = t;
      }
      return pool.slice(0, m);
    };
    const everything = questions.slice();

    // Users: one password hash for all (argon2 takes tens of milliseconds each), a third of them Pro.
    const hash = await hashPassword(BENCH_PASSWORD);
    const insertUser = db.prepare(
      `INSERT INTO users (username, email, first_name, last_name, password_hash, role, subscription_status, subscription_plan,
         created_at, login_count, last_login_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const skill = new Float64Array(opts.users + 1);
    const userIds: number[] = [];
    let adminId = 0;
    let superAdminId = 0;
    db.transaction(() => {
      for (let i = 1; i <= opts.users; i++) {
        const role = i === 1 ? 'admin' : i === 2 ? 'super_admin' : 'student';
        const pro = role === 'student' && random() < 0.33;
        const created = now - Math.floor(random() * 400 * DAY);
        const lastLogin = now - Math.floor(random() * random() * 60 * DAY);
        const id = Number(
          insertUser.run(
            `bench${i}`,
            `bench${i}@example.com`,
            'Bench',
            `User ${i}`,
            hash,
            role,
            pro ? 'pro' : 'free',
            pro ? 'monthly' : null,
            created,
            1 + Math.floor(random() * 200),
            lastLogin,
          ).lastInsertRowid,
        );
        if (role === 'admin') adminId = id;
        if (role === 'super_admin') superAdminId = id;
        userIds.push(id);
        skill[userIds.length] = 0.4 + random() * 0.5;
      }
    })();
    log(`  users: ${opts.users} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // Completion times, oldest first, so attempt ids follow time as they do in a real database; more recent
    // days are busier.
    const times = new Float64Array(opts.attempts);
    for (let i = 0; i < times.length; i++) times[i] = now - Math.floor(Math.pow(random(), 1.6) * days * DAY) - 1000;
    times.sort();

    const insertAttempt = db.prepare(
      `INSERT INTO quiz_attempts (user_id, kind, topic_id, mixed_type, exam_type, score, correct_count, total_questions, time_spent,
         self_reported, client_id, exam_session_id, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?)`,
    );
    const insertAnswer = db.prepare(
      'INSERT INTO attempt_answers (attempt_id, question_id, topic_id, user_answer, is_correct) VALUES (?, ?, ?, ?, ?)',
    );
    const insertSession = db.prepare(
      'INSERT INTO exam_sessions (id, user_id, exam_type, question_ids, started_at, deadline_at, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const insertActivity = db.prepare('INSERT INTO activity_log (user_id, activity_type, created_at) VALUES (?, ?, ?)');
    const totals = new Float64Array(opts.users + 1);
    const scoreSums = new Float64Array(opts.users + 1);
    const topicIds = [...byTopic.keys()];
    const mixedTypes = Object.keys(MIXED_EXAMS) as MixedType[];
    const examTypes = Object.keys(EXAMS) as ExamType[];
    const letters = ['A', 'B', 'C', 'D'];
    const wrong: Record<string, string[]> = Object.fromEntries(letters.map((k) => [k, letters.filter((l) => l !== k)]));
    let answers = 0;
    let sessions = 0;
    let activity = 0;
    const BATCH = 20_000;
    for (let start = 0; start < opts.attempts; start += BATCH) {
      db.transaction(() => {
        for (let i = start; i < Math.min(start + BATCH, opts.attempts); i++) {
          // A skewed share: a few learners with thousands of attempts, most with a few dozen.
          const u = Math.min(opts.users, 1 + Math.floor(opts.users * random() * random()));
          const userId = userIds[u - 1]!;
          const at = times[i]!;
          const r = random();
          let kind: 'topic' | 'mixed' | 'exam';
          let picked: typeof questions;
          let topicId: number | null = null;
          let mixedType: string | null = null;
          let examType: string | null = null;
          if (r < 0.87) {
            kind = 'topic';
            topicId = pick(topicIds);
            picked = sample(byTopic.get(topicId)!, 10);
          } else if (r < 0.97) {
            kind = 'mixed';
            mixedType = pick(mixedTypes);
            picked = sample(everything, 25);
          } else {
            kind = 'exam';
            examType = pick(examTypes);
            picked = sample(everything, EXAMS[examType as ExamType].questionCount);
          }
          const p = skill[u]!;
          const given = picked.map((q) => {
            const answer = random() < 0.04 ? null : random() < p ? q.key : wrong[q.key]![Math.floor(random() * 3)]!;
            return { q, answer, correct: answer === q.key };
          });
          const correct = given.filter((g) => g.correct).length;
          const score = Math.round((100 * correct) / given.length);
          const timeSpent = Math.round(given.length * (20 + random() * 70));
          let sessionId: string | null = null;
          if (kind === 'exam') {
            sessionId = randomUUID();
            const exam = EXAMS[examType as ExamType];
            insertSession.run(
              sessionId,
              userId,
              examType,
              JSON.stringify(picked.map((q) => q.id)),
              at - timeSpent * 1000,
              at - timeSpent * 1000 + exam.timeLimitMinutes * 60_000,
              at,
            );
            sessions++;
          }
          const attemptId = insertAttempt.run(
            userId,
            kind,
            topicId,
            mixedType,
            examType,
            score,
            correct,
            given.length,
            timeSpent,
            sessionId,
            at,
          ).lastInsertRowid;
          for (const g of given) insertAnswer.run(attemptId, g.q.id, g.q.topicId, g.answer, g.correct ? 1 : 0);
          answers += given.length;
          insertActivity.run(userId, 'quiz_complete', at);
          activity++;
          totals[u]! += 1;
          scoreSums[u]! += score;
        }
      })();
      if ((start / BATCH) % 10 === 9 || start + BATCH >= opts.attempts) {
        log(
          `  attempts: ${Math.min(start + BATCH, opts.attempts)} (${answers} answers) at ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      }
    }

    const setTotals = db.prepare('UPDATE users SET total_quizzes = ?, score_sum = ? WHERE id = ?');
    db.transaction(() => {
      for (let u = 1; u <= opts.users; u++) setTotals.run(totals[u], scoreSums[u], userIds[u - 1]);
    })();
    db.pragma('journal_mode = WAL');
    return {
      users: opts.users,
      attempts: opts.attempts,
      answers,
      examSessions: sessions,
      activity,
      seconds: (performance.now() - started) / 1000,
      adminId,
      superAdminId,
    };
  } finally {
    db.close();
  }
}

function flag(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dbPath = flag('db');
  if (!dbPath) {
    console.error('usage: tsx bench/fill.ts --db PATH [--users 15000] [--attempts 1000000] [--seed 1]');
    process.exit(1);
  }
  if (existsSync(dbPath)) {
    console.error(`${dbPath} exists; the generator fills a new file.`);
    process.exit(1);
  }
  const result = await fill(dbPath, {
    users: Number(flag('users', '15000')),
    attempts: Number(flag('attempts', '1000000')),
    seed: Number(flag('seed', '1')),
  });
  console.log(JSON.stringify(result));
}
