// The study engine at scale (issue #18), on a database made by bench/fill.ts:
//   tsx bench/study.ts --db /tmp/respira-scale.db [--runs 20] [--again]
// 1. Migration 0009's backfill of review cards from every stored answer (fill.ts writes its attempts after the
//    migrations ran, so the cards are rebuilt here exactly as the migration builds them on an existing database).
// 2. For the learner with the most attempts and for a typical one: pool counts, building a 100-question test from
//    Unused + Incorrect, and review due — median and worst of --runs calls, with the query plans of the reads.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { reviewCards, users } from '../db/schema';
import { first, openDatabase } from '../src/server/db';
import { loadConfig } from '../src/server/config';
import { createTest } from '../src/server/features/study/customTests';
import type { Deps } from '../src/server/lib/deps';
import { poolCounts } from '../src/server/features/study/pools';
import { seededRandom } from '../src/server/lib/random';
import { reviewDue } from '../src/server/features/study/reviewDue';
import { BENCH_LIMITS } from './limits';
import { localRuntime } from '../src/server/lib/runtime';

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const path = arg('db');
if (!path) throw new Error('usage: tsx bench/study.ts --db <file made by bench/fill.ts> [--runs 20]');
const runs = Number(arg('runs', '20'));

const db = openDatabase(path);
const sqlite = db.$client;
// The per-account limits (issue #28) lifted: this bench creates a learner's tests back to back to time them.
const deps: Deps = { db, config: loadConfig(BENCH_LIMITS), now: () => new Date(), random: seededRandom(7), runtime: localRuntime() };

function timed<T>(fn: () => T): [T, number] {
  const t = performance.now();
  const out = fn();
  return [out, performance.now() - t];
}
function stats(label: string, fn: () => unknown) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) ms.push(timed(fn)[1]);
  ms.sort((a, b) => a - b);
  console.log(`  ${label.padEnd(44)} median ${ms[Math.floor(ms.length / 2)]!.toFixed(2)} ms, worst ${ms[ms.length - 1]!.toFixed(2)} ms`);
}

const backfill = readFileSync('db/migrations/0009_study_engine.sql', 'utf8')
  .split('--> statement-breakpoint')
  .find((s) => s.includes('INSERT INTO `review_cards`'))!;
// --again: the cards are already filled (a second run measures the reads only).
if (!process.argv.includes('--again')) {
  const answers = sqlite.prepare('SELECT count(*) FROM attempt_answers').pluck().get() as number;
  sqlite.exec('DELETE FROM review_cards');
  const [, backfillMs] = timed(() => sqlite.exec(backfill));
  const cards = sqlite.prepare('SELECT count(*) FROM review_cards').pluck().get() as number;
  console.log(`migration 0009 backfill: ${cards} cards from ${answers} answers in ${(backfillMs / 1000).toFixed(1)} s`);
}

const byAttempts = sqlite.prepare("SELECT id, total_quizzes AS n FROM users WHERE role = 'student' ORDER BY total_quizzes DESC").all() as {
  id: number;
  n: number;
}[];
const heavy = byAttempts[0]!;
const typical = byAttempts[Math.floor(byAttempts.length / 2)]!;
for (const [label, u] of [
  ['heaviest', heavy],
  ['typical', typical],
] as const) {
  const user = (await first(db.select().from(users).where(eq(users.id, u.id)).limit(1)))!;
  const own = (await db.select({ n: reviewCards.questionId }).from(reviewCards).where(eq(reviewCards.userId, u.id))).length;
  const due = (await reviewDue(deps, u.id)).dueCount;
  console.log(`${label} learner ${u.id}: ${u.n} attempts, ${own} cards, ${due} due`);
  stats('testPoolCounts (unused + incorrect, all topics)', async () => await poolCounts(db, u.id, { pools: ['unused', 'incorrect'] }));
  stats(
    'createTest 100 from unused + incorrect',
    async () => await createTest(deps, user, { mode: 'timed', pools: ['unused', 'incorrect'], count: 100 }),
  );
  stats('reviewDue', async () => await reviewDue(deps, u.id));
}

console.log('query plans:');
const plan = (sql: string, ...params: unknown[]) =>
  console.log(
    `  ${sql.slice(0, 60)}…\n${(sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => `    ${r.detail}`).join('\n')}`,
  );
plan('SELECT question_id, last_correct FROM review_cards WHERE user_id = ?', heavy.id);
plan(
  "SELECT count(*) FROM review_cards rc JOIN questions q ON q.id = rc.question_id WHERE rc.user_id = ? AND rc.due IS NOT NULL AND rc.due <= ? AND q.status = 'published'",
  heavy.id,
  Date.now(),
);
plan('SELECT id FROM tests WHERE user_id = ? AND finished_at IS NULL ORDER BY started_at DESC LIMIT 5', heavy.id);
plan(
  'SELECT ti.miss_tag, ti.topic_id, count(*) FROM tests t JOIN test_items ti ON ti.test_id = t.id WHERE t.user_id = ? AND ti.is_correct = 0 GROUP BY 1, 2',
  heavy.id,
);
sqlite.close();
