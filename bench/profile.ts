// Profiling aid (not part of the report): runs the built server under --cpu-prof, drives one endpoint with
// autocannon, and prints the functions with the most self time and a few chosen inclusive totals.
//   tsx bench/profile.ts <dashboard|save|topics|landing|exam> [seconds]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverFlags } from '../scripts/server-flags';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { createSession } from '../src/server/features/users/sessions';
import { createUser } from '../src/server/features/users/users';
import { fill } from './fill';
import { benchServerEnv } from './limits';
import { localRuntime } from '../src/server/lib/runtime';

//   tsx bench/profile.ts <file.cpuprofile>   (only the summary of a profile written elsewhere, e.g. BENCH_CPU_PROF)
const which = process.argv[2] ?? 'dashboard';
if (which.endsWith('.cpuprofile')) {
  summarizeProfile(which);
  process.exit(0);
}
const seconds = Number(process.argv[3] ?? '8');
const dir = mkdtempSync(join(tmpdir(), 'respira-prof-'));
const dbPath = join(dir, 'bench.db');
await fill(dbPath, { users: 300, attempts: 20000, log: () => {} });
const port = 40000 + Math.floor(Math.random() * 2000);
// SERVER_FLAGS replaces npm start's V8 flags, to compare settings.
const flags = process.env.SERVER_FLAGS !== undefined ? process.env.SERVER_FLAGS.split(' ').filter(Boolean) : serverFlags();
const server = spawn(
  process.execPath,
  [...(process.env.NO_PROF ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`]), ...flags, 'dist/server/main.mjs'],
  {
    env: benchServerEnv(port, dbPath),
    stdio: 'inherit',
  },
);
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 100));
}
const db = openDatabase(dbPath);
const deps = { db, config: loadConfig({}), now: () => new Date(), random: Math.random, runtime: localRuntime() };
const u = await createUser(deps, {
  email: `p${Date.now()}@bench.test`,
  username: `p${Date.now()}`,
  firstName: 'P',
  lastName: 'P',
  password: 'bench-password-1',
  subscriptionStatus: 'pro',
});
const sqlite = db.$client;
const typical = sqlite
  .prepare(
    "SELECT id FROM users WHERE role='student' AND subscription_status='pro' AND total_quizzes > 0 ORDER BY total_quizzes LIMIT 1 OFFSET 20",
  )
  .pluck()
  .get() as number;
const reader = await createSession(db, typical, new Date());
const writer = await createSession(db, u.id, new Date());
const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const answers = (
  sqlite.prepare("SELECT id FROM questions WHERE topic_id = 3 AND status = 'published' ORDER BY id LIMIT 10").pluck().all() as number[]
).map((questionId, i) => ({ questionId, userAnswer: 'ABCD'[i % 4] }));
type Target = { url: string; method?: string; body?: string; headers?: Record<string, string> };
type Result = { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
// autocannon ships no types (bench/load.ts loads it the same way).
const autocannonModule = 'autocannon';
const autocannon = (
  (await import(autocannonModule)) as { default: (o: Target & { connections: number; duration: number }) => Promise<Result> }
).default;
const targets: Record<string, Target> = {
  dashboard: { url: `${base}/trpc/learner.dashboard?batch=1&input=${enc({})}`, headers: { authorization: `Bearer ${reader}` } },
  topics: {
    url: `${base}/trpc/learner.topicQuestions?batch=1&input=${enc({ 0: { json: { topicId: 3 } } })}`,
    headers: { authorization: `Bearer ${reader}` },
  },
  landing: { url: `${base}/trpc/learner.topics?batch=1&input=${enc({})}` },
  save: {
    url: `${base}/trpc/learner.saveAttempt?batch=1`,
    method: 'POST',
    body: JSON.stringify({ 0: { json: { topicId: 3, questionsAnswered: answers } } }),
    headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json' },
  },
  exam: {
    url: `${base}/trpc/learner.startExam?batch=1`,
    method: 'POST',
    body: JSON.stringify({ 0: { json: { examType: 'crt' } } }),
    headers: { authorization: `Bearer ${writer}`, 'content-type': 'application/json' },
  },
};
const result = await autocannon({ ...targets[which]!, connections: 100, duration: seconds });
console.log(`${which}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, non2xx ${result.non2xx}, errors ${result.errors}`);
const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
console.log(
  status
    .split('\n')
    .filter((l) => /VmHWM|VmRSS|RssAnon/.test(l))
    .join('  '),
);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

if (process.env.NO_PROF) process.exit(0);
summarizeProfile(
  join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))!,
  ),
);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
/** Prints the functions with the most self time and the largest inclusive totals of a V8 CPU profile. */
function summarizeProfile(file: string): void {
  const prof = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const self = new Map<number, number>();
  prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n: Node) =>
    `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(dist|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
  const selfBy = new Map<string, number>();
  const inclBy = new Map<string, number>();
  let total = 0;
  for (const [id, t] of self) {
    total += t;
    const n = byId.get(id)!;
    selfBy.set(label(n), (selfBy.get(label(n)) ?? 0) + t);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur)!);
      if (seen.has(l)) continue;
      seen.add(l);
      inclBy.set(l, (inclBy.get(l) ?? 0) + t);
    }
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([l, t]) => `${((t / total) * 100).toFixed(1).padStart(5)}%  ${l}`)
      .join('\n');
  console.log(`\nSELF (total ${(total / 1000).toFixed(0)} ms sampled)\n${top(selfBy, 40)}`);
  console.log(`\nINCLUSIVE\n${top(inclBy, 70)}`);
  console.log(`profile: ${file}`);
}
