// Readiness at scale (issue #19), on a database bench/fill.ts made:
//   tsx bench/readiness.ts --db /tmp/respira-scale.db [--users 15000] [--attempts 1000000] [--reads 3000] [--http]
// Fills the file when it does not exist, runs the full recompute (item statistics, Rasch fit, every learner) and
// times it, then times GET /api/readiness's work (features/readiness/readiness.ts) in-process for random learners (target:
// p95 ≤ 20 ms), and reports the mean absolute error between each sampled learner's predicted score on a full
// simulation and what they scored on it (their ability fitted from the answers before it only).
// With --http (after `npm run build:server`), also times GET /api/readiness over HTTP against the built server
// (`readinessOverHttp`), as `npm run bench` does in its readiness section.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { serverEnv, serverFlags } from '../scripts/server-flags';
import { asc, gte } from 'drizzle-orm';
import { learnerAbility } from '../db/schema';
import { closeDatabase, openConfiguredDatabase, openDatabase, type DB } from '../src/server/db';
import { createSession } from '../src/server/features/users/sessions';
import { READINESS_MIN_ANSWERS } from '../src/shared/readiness';
import { freePort } from './proc';
import { percentile } from './stats';
import { abilityPosterior, rasch } from '../src/server/features/readiness/irt';
import { ABILITY_ANSWERS, ABILITY_PRIOR, weightedAnswers } from '../src/server/features/readiness/abilities';
import { recomputeAll } from '../src/server/features/readiness/recompute';
import { seededRandom } from '../src/server/lib/random';
import { readiness } from '../src/server/features/readiness/readiness';
import type { Difficulty } from '../src/shared/difficulty';
import { fill } from './fill';

export interface ReadinessBench {
  recomputeSeconds: number;
  reads: number;
  p50: number;
  p95: number;
  max: number;
  target: string;
  mae: { learners: number; meanAbsoluteErrorPoints: number | null; note: string };
}

/** Predicted vs obtained percent on each sampled learner's latest graded full simulation (kind exam). */
function predictionError(db: DB, sample: number): ReadinessBench['mae'] {
  const exams = db.$client
    .prepare<[number], { id: number; userId: number; completedAt: number; score: number }>(
      `SELECT id, user_id AS userId, completed_at AS completedAt, score FROM quiz_attempts
        WHERE kind = 'exam' AND self_reported = 0 AND id IN (SELECT max(id) FROM quiz_attempts WHERE kind = 'exam' AND self_reported = 0 GROUP BY user_id)
        ORDER BY user_id LIMIT ?`,
    )
    .all(sample);
  const before = db.$client.prepare<
    [number, number, number],
    { isCorrect: number; completedAt: number; b: number | null; difficulty: Difficulty }
  >(
    `SELECT aa.is_correct AS isCorrect, qa.completed_at AS completedAt, s.difficulty_param AS b, q.difficulty AS difficulty
       FROM quiz_attempts qa JOIN attempt_answers aa ON aa.attempt_id = qa.id JOIN questions q ON q.id = aa.question_id
       LEFT JOIN item_stats s ON s.question_id = aa.question_id
      WHERE qa.user_id = ? AND qa.self_reported = 0 AND aa.user_answer IS NOT NULL AND qa.completed_at < ?
      ORDER BY qa.completed_at DESC LIMIT ?`,
  );
  const items = db.$client.prepare<[number], { b: number | null }>(
    'SELECT s.difficulty_param AS b FROM attempt_answers aa LEFT JOIN item_stats s ON s.question_id = aa.question_id WHERE aa.attempt_id = ?',
  );
  let sum = 0;
  let n = 0;
  for (const e of exams) {
    const rows = before.all(e.userId, e.completedAt, ABILITY_ANSWERS);
    if (rows.length < 50) continue;
    const theta = abilityPosterior(weightedAnswers(rows, new Date(e.completedAt)), ABILITY_PRIOR).mean;
    const bs = items.all(e.id);
    if (bs.length === 0) continue;
    const predicted = (100 * bs.reduce((a, r) => a + rasch(theta, r.b ?? 0), 0)) / bs.length;
    sum += Math.abs(predicted - e.score);
    n++;
  }
  return {
    learners: n,
    meanAbsoluteErrorPoints: n > 0 ? sum / n : null,
    note:
      n > 0
        ? 'percentage points; the exam’s own answers are in the difficulty fit (a slight leak), blanks count as wrong in the score'
        : 'no learner has a graded full simulation after 50 graded answers yet',
  };
}

export async function readinessBench(dbPath: string, opts: { reads?: number; sample?: number } = {}): Promise<ReadinessBench> {
  const db = openDatabase(dbPath);
  try {
    const t0 = performance.now();
    await recomputeAll(db, () => new Date());
    const recomputeSeconds = (performance.now() - t0) / 1000;
    const users = db.$client.prepare<[], number>('SELECT user_id FROM learner_ability').pluck().all();
    const random = seededRandom(7);
    const now = new Date();
    await readiness(db, users[0] ?? 1, now); // builds the pass curves once, as the first request after a fit does
    const times: number[] = [];
    for (let i = 0; i < (opts.reads ?? 3000); i++) {
      const u = users[Math.floor(random() * users.length)] ?? 1;
      const s = performance.now();
      await readiness(db, u, now);
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    return {
      recomputeSeconds,
      reads: times.length,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times[times.length - 1] ?? 0,
      target: 'p95 ≤ 20 ms',
      mae: predictionError(db, opts.sample ?? 500),
    };
  } finally {
    db.$client.close();
  }
}

export interface ReadinessHttp {
  requests: number;
  learners: number;
  /** How many answers were a probability ('ready'); the rest were "not enough data yet". */
  ready: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** GET /api/health interleaved with the reads: what HTTP and the machine cost with no work behind them. */
  healthP50: number;
  healthP95: number;
  target: string;
  pass: boolean;
  note: string;
}

/**
 * GET /api/readiness over HTTP against the built server (dist/server/main.mjs) on the filled database, one request
 * at a time on a keep-alive connection, each as a signed-in learner with a fitted ability (sessions written beside
 * the server, as bench/run.ts does). Its own server process, started after the recompute: its first background
 * recompute is due 60 s after start, and the requests finish well before it (checked: the figures are refused if
 * they took longer), so they measure the read and nothing else.
 */
export async function readinessOverHttp(
  dbPath: string,
  opts: { requests?: number; learners?: number; /** A PostgreSQL database instead of the file. */ databaseUrl?: string } = {},
): Promise<ReadinessHttp> {
  const database = opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATABASE_PATH: dbPath };
  const db = await openConfiguredDatabase({ DATABASE_PATH: dbPath, ...database });
  const random = seededRandom(19);
  const tokens: string[] = [];
  try {
    const candidates = (
      await db
        .select({ userId: learnerAbility.userId })
        .from(learnerAbility)
        .where(gte(learnerAbility.answered, READINESS_MIN_ANSWERS))
        .orderBy(asc(learnerAbility.userId))
    ).map((r) => r.userId);
    if (candidates.length === 0) throw new Error('no learner has a fitted ability with enough answers: run the recompute first');
    for (let i = 0; i < Math.min(opts.learners ?? 300, candidates.length); i++) {
      tokens.push(await createSession(db, candidates[Math.floor(random() * candidates.length)]!, new Date()));
    }
  } finally {
    await closeDatabase(db);
  }

  const port = await freePort();
  let out = '';
  const server = spawn(process.execPath, [...serverFlags(), 'dist/server/main.mjs'], {
    env: { ...process.env, ...serverEnv(), PORT: String(port), HOST: '127.0.0.1', ...database, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d: Buffer) => (out += d.toString()));
  server.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    const started = Date.now();
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited ${server.exitCode}: ${out.slice(0, 500)}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 120_000) throw new Error(`the server did not start: ${out.slice(0, 500)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const measureFrom = Date.now();
    const get = async (token: string) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/readiness`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
      const body = (await res.json()) as { status?: string };
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`GET /api/readiness answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return { ms, ready: body.status === 'ready' };
    };
    // Warm-up: the first read after a fit builds the pass curves (once per fit, not per request).
    for (const t of tokens.slice(0, 20)) await get(t);
    const times: number[] = [];
    const floor: number[] = [];
    let ready = 0;
    const n = opts.requests ?? 3000;
    for (let i = 0; i < n; i++) {
      const r = await get(tokens[i % tokens.length]!);
      times.push(r.ms);
      if (r.ready) ready++;
      // Interleaved, the same machine's noise: GET /api/health, which reads nothing (the HTTP floor).
      const t = performance.now();
      await (await fetch(`${base}/api/health`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
      floor.push(performance.now() - t);
    }
    const seconds = (Date.now() - measureFrom) / 1000;
    if (seconds > 55) throw new Error(`the reads took ${seconds.toFixed(0)} s, past the server's first recompute: not a clean figure`);
    times.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    return {
      requests: n,
      learners: tokens.length,
      ready,
      p50: percentile(times, 0.5),
      p95,
      p99: percentile(times, 0.99),
      max: times.at(-1) ?? 0,
      healthP50: percentile(floor, 0.5),
      healthP95: percentile(floor, 0.95),
      target: 'p95 ≤ 20 ms',
      pass: p95 <= 20,
      note: `sequential requests on loopback, one keep-alive connection, no compression, in ${seconds.toFixed(1)} s`,
    };
  } finally {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const dbPath = arg('db', '/tmp/respira-readiness.db');
  if (!existsSync(dbPath)) await fill(dbPath, { users: Number(arg('users', '15000')), attempts: Number(arg('attempts', '1000000')) });
  if (!process.argv.includes('--http-only')) {
    console.log(JSON.stringify(await readinessBench(dbPath, { reads: Number(arg('reads', '3000')) }), null, 1));
  }
  if (process.argv.includes('--http') || process.argv.includes('--http-only')) {
    console.log(JSON.stringify({ overHttp: await readinessOverHttp(dbPath) }, null, 1));
  }
}
