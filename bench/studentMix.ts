// The student mix (issue #16): closed-loop virtual learners, each signed in once, each cycle doing what a learner's
// session does, through the public HTTP pipeline only:
//   open the dashboard (the one batched GET the dashboard screen makes: learner.dashboard + learner.reviewDue),
//   read the topic list, read one topic's questions, save a 10-question quiz, start a 100-question Practice Exam,
//   submit it with answers (the answer carries the result and the review's first page), read the review's next page.
// Each learner keeps its reads' tags as the app does (src/client/lib/keptReads.ts) and asks again with them: an
// unchanged answer comes back 304, as it does to the app.
// Every request is written by the app's own tRPC client (httpBatchLink + superjson, as src/client/lib/api.ts makes
// it), whose fetch keeps the request instead of sending it; the learners send those bytes on their own keep-alive
// connection (one per learner) with the browser's Accept-Encoding, and time each call to its last byte.
//
// Then, to put a CPU cost on each call (the server's CPU is one counter for the process, so a mixed run cannot
// split it), every call is run on its own by all learners at once, in blocks, and the server's CPU over a block is
// divided by its requests. A bare node:http server (bench/bare.ts) answers the very bytes the app answered for one
// request of each call, driven the same way: the floor for those bytes.
// Over 300 lines (about 590): the learners' cycle, the per-call CPU blocks and the bare-server floor share one set
// of recorded requests and one report, so they stay together.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type Database from 'better-sqlite3';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../src/server/appRouter';
import { EXAMS } from '../src/shared/exams';
import { MAX_BATCH_SIZE } from '../src/shared/transport';
import { cpuMs, replayedHeaders } from './proc';
import { cycleRate, inWindow, summarize, type Cycle, type LatencySummary } from './stats';

export const MIX_CALLS = ['dashboard', 'topics', 'topicQuestions', 'saveQuiz', 'startExam', 'submitExam', 'examReview'] as const;
export type MixCall = (typeof MIX_CALLS)[number];

export const MIX_CALL_LABELS: Record<MixCall, string> = {
  dashboard: 'open the dashboard (learner.dashboard + learner.reviewDue, one batch)',
  topics: 'topic list (learner.topics)',
  topicQuestions: "one topic's questions (learner.topicQuestions)",
  saveQuiz: 'save a 10-question quiz (learner.saveAttempt)',
  startExam: 'start a 100-question Practice Exam (learner.startExam)',
  submitExam: 'submit it with 100 answers (learner.submitExam)',
  examReview: "read the review's next page (learner.attemptReview, page 2)",
};

/** What Chromium sends, so the server compresses as it does for the app (--mix-encoding to compare another). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
const EXAM = EXAMS.practice;
const LETTERS = 'ABCD';

export interface MixLearner {
  id: number;
  token: string;
}

export interface MixTopic {
  id: number;
  /** Ten published questions of the topic: the quiz the learner saves. */
  questionIds: number[];
}

/**
 * The topics with ten published questions of their own, and ten of each: a quiz is saved from a topic's own
 * questions, as a clinical case set's items are answered in their case only. `order`: 'id' the first ten, the same
 * on every run; 'random' any ten, so that runs save different quizzes.
 */
export function mixTopics(sqlite: Database.Database, order: 'id' | 'random'): MixTopic[] {
  const topicIds = sqlite
    .prepare(
      "SELECT topic_id FROM questions WHERE status = 'published' AND case_set_id IS NULL GROUP BY topic_id HAVING count(*) >= 10 ORDER BY topic_id",
    )
    .pluck()
    .all() as number[];
  const tenOf = sqlite
    .prepare(
      `SELECT id FROM questions WHERE topic_id = ? AND status = 'published' AND case_set_id IS NULL ORDER BY ${order === 'id' ? 'id' : 'random()'} LIMIT 10`,
    )
    .pluck();
  return topicIds.map((id) => ({ id, questionIds: tenOf.all(id) as number[] }));
}

export interface MixOptions {
  base: string;
  serverPid: number;
  learners: MixLearner[];
  topics: MixTopic[];
  durationMs: number;
  warmupMs: number;
  /** How long each call runs on its own for its CPU figure (app and bare alike); exams run in rounds instead. */
  blockMs: number;
  /** Rounds of exam starts then submits (one open exam per learner at a time) for their CPU figures. */
  examRounds: number;
  /** The Accept-Encoding every request carries (the browser's by default). */
  acceptEncoding?: string;
  /** Where bare.ts's routes file goes. */
  dir: string;
  /**
   * Every process that serves the app (several behind a proxy): the server CPU per cycle and per request is their
   * sum over the window (default: serverPid alone). The cost blocks still read serverPid only.
   */
  serverPids?: number[];
  /** Other CPU counters (ms) read at the start and the end of the measuring window: a proxy, PostgreSQL. */
  cpuMeters?: Record<string, () => number>;
  /** Run each call on its own and against bare node afterwards (default true). */
  costs?: boolean;
  log: (line: string) => void;
}

export interface MixCallFigures extends LatencySummary {
  call: MixCall;
  label: string;
  errors: number;
  /** Bytes of the answer as sent (compressed when the server compressed it). */
  bytes: number;
}

export interface MixCost {
  call: MixCall;
  requests: number;
  errors: number;
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  bytes: number;
  encoding: string;
  bareRequests: number;
  bareCpuMsPerRequest: number;
  bareP99: number;
}

export interface MixReport {
  learners: number;
  durationMs: number;
  warmupMs: number;
  acceptEncoding: string;
  cycles: { complete: number; failed: number; perSecond: number };
  requests: number;
  errors: number;
  errorSamples: string[];
  calls: MixCallFigures[];
  /** Every call of the window together. */
  overall: LatencySummary;
  /** CPU (ms) over the measuring window: the server processes together, the learners (this process), each meter. */
  windowCpuMs: Record<string, number>;
  /** Answer bytes received over the measuring window (bodies as sent, compressed or not), per complete cycle. */
  bytesPerCycle: number;
  /** Server CPU over the measuring window, per complete cycle and per request. */
  serverCpuMsPerCycle: number;
  serverCpuMsPerRequest: number;
  /** The learners' own CPU (this process: the tRPC client, HTTP, decompression) per complete cycle: it shares the cores. */
  generatorCpuMsPerCycle: number;
  costs: MixCost[];
  targets: { cyclesPerSecond: number; p99Ms: number };
  pass: { cycles: boolean; p99: boolean };
}

// ---------------------------------------------------------------------------------------------- wire
interface Wire {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

type WireOf = (call: (c: TRPCClient<AppRouter>) => Promise<unknown>) => Promise<Wire>;

/**
 * The request the app's tRPC client makes for a call, kept instead of sent (one client per learner, so two
 * learners' calls are never batched together). Its fetch answers every call with null.
 */
function wireClient(): WireOf {
  let kept: Wire[] = [];
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: 'http://wire.invalid/trpc',
        transformer: superjson,
        maxItems: MAX_BATCH_SIZE,
        fetch: (url, init) => {
          const u = new URL(typeof url === 'string' ? url : url instanceof URL ? url.href : url.url);
          kept.push({
            method: init?.method === 'POST' ? 'POST' : 'GET',
            path: u.pathname + u.search,
            body: typeof init?.body === 'string' ? init.body : undefined,
          });
          const calls = decodeURIComponent(u.pathname.slice('/trpc/'.length)).split(',').length;
          const answer = JSON.stringify(Array.from({ length: calls }, () => ({ result: { data: { json: null } } })));
          return Promise.resolve(new Response(answer, { headers: { 'content-type': 'application/json' } }));
        },
      }),
    ],
  });
  return async (call) => {
    kept = [];
    await call(client);
    if (kept.length !== 1) throw new Error(`expected one request, the client made ${kept.length}`);
    return kept[0]!;
  };
}

// ---------------------------------------------------------------------------------------------- http
interface Answer {
  status: number;
  ms: number;
  bytes: number;
  body: Buffer;
  headers: IncomingHttpHeaders;
}

function send(agent: Agent, base: URL, w: Wire, token: string | null, encoding: string, etag?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = w.body === undefined ? undefined : Buffer.from(w.body);
    const t = performance.now();
    const req = request(
      {
        host: base.hostname,
        port: Number(base.port),
        method: w.method,
        path: w.path,
        agent,
        headers: {
          'accept-encoding': encoding,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(etag ? { 'if-none-match': etag } : {}),
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const b = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - t, bytes: b.length, body: b, headers: res.headers });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('no answer in 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(a: Answer): string {
  const enc = String(a.headers['content-encoding'] ?? '');
  const raw =
    enc === 'br' ? brotliDecompressSync(a.body) : enc === 'gzip' ? gunzipSync(a.body) : enc === 'deflate' ? inflateSync(a.body) : a.body;
  return raw.toString('utf8');
}

// ---------------------------------------------------------------------------------------------- learners
interface Learner extends MixLearner {
  index: number;
  agent: Agent;
  wire: WireOf;
  /** Exams started and not yet submitted, then the attempts of submitted ones (for the cost blocks). */
  open: string[];
  submitted: number[];
  /** The tag of each read's last answer, by request path, as the app keeps them. */
  tags: Map<string, string>;
}

interface CallRecord {
  call: MixCall;
  start: number;
  ms: number;
  status: number;
  bytes: number;
}

/** The last good answer of each call, with the request that got it: what the bare server replays. */
interface Sample {
  wire: Wire;
  token: string;
  answer: Answer;
}

/** A good answer: a 200, or a 304 to a read asked again with its tag. */
const answered = (status: number) => status === 200 || status === 304;

function randomAnswers(n: number): string[] {
  return Array.from({ length: n }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]!);
}

export async function runStudentMix(o: MixOptions): Promise<MixReport> {
  const base = new URL(o.base);
  const encoding = o.acceptEncoding ?? BROWSER_ACCEPT_ENCODING;
  const learners: Learner[] = o.learners.map((l, index) => ({
    ...l,
    index,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    wire: wireClient(),
    open: [],
    submitted: [],
    tags: new Map(),
  }));
  const records: CallRecord[] = [];
  const errorSamples: string[] = [];
  const samples = new Map<MixCall, Sample>();
  let recording = true;

  /** One call: sends it, records it, keeps an error's first words; the answer when it is a 2xx. */
  async function call(l: Learner, name: MixCall, build: Parameters<WireOf>[0]): Promise<Answer | null> {
    const w = await l.wire(build);
    const start = performance.now();
    const tag = w.method === 'GET' ? l.tags.get(w.path) : undefined;
    let a: Answer;
    try {
      a = await send(l.agent, base, w, l.token, encoding, tag);
    } catch (err) {
      if (recording) records.push({ call: name, start, ms: performance.now() - start, status: 0, bytes: 0 });
      if (errorSamples.length < 10) errorSamples.push(`${name}: ${(err as Error).message}`);
      return null;
    }
    if (recording) records.push({ call: name, start, ms: a.ms, status: a.status, bytes: a.bytes });
    // Unchanged since this learner last read it: the app answers from what it kept.
    if (a.status === 304 && tag) return a;
    if (a.status !== 200) {
      if (errorSamples.length < 10) errorSamples.push(`${name}: ${a.status} ${decoded(a).slice(0, 200)}`);
      return null;
    }
    samples.set(name, { wire: w, token: l.token, answer: a });
    const etag = a.headers.etag;
    if (w.method === 'GET' && typeof etag === 'string') l.tags.set(w.path, etag);
    return a;
  }

  const steps = {
    dashboard: (l: Learner) => call(l, 'dashboard', (c) => Promise.all([c.learner.dashboard.query(), c.learner.reviewDue.query()])),
    topics: (l: Learner) => call(l, 'topics', (c) => c.learner.topics.query()),
    topicQuestions: (l: Learner, t: MixTopic) => call(l, 'topicQuestions', (c) => c.learner.topicQuestions.query({ topicId: t.id })),
    saveQuiz: (l: Learner, t: MixTopic) => {
      const answers = randomAnswers(t.questionIds.length);
      return call(l, 'saveQuiz', (c) =>
        c.learner.saveAttempt.mutate({
          topicId: t.id,
          questionsAnswered: t.questionIds.map((questionId, i) => ({ questionId, userAnswer: answers[i]!, isCorrect: false })),
          score: 0,
          totalQuestions: t.questionIds.length,
          timeSpent: null,
          clientId: randomUUID(),
        }),
      );
    },
    startExam: async (l: Learner): Promise<string | null> => {
      const a = await call(l, 'startExam', (c) => c.learner.startExam.mutate({ examType: EXAM.type }));
      const id = a && /"examSessionId":"([^"]+)"/.exec(decoded(a))?.[1];
      if (a && !id && errorSamples.length < 10) errorSamples.push('startExam: no examSessionId in the answer');
      return id || null;
    },
    /** The attempt the submit stored (its review pages from it), or null. */
    submitExam: async (l: Learner, examSessionId: string): Promise<number | null> => {
      const a = await call(l, 'submitExam', (c) =>
        c.learner.submitExam.mutate({ examSessionId, answers: randomAnswers(EXAM.questionCount) }),
      );
      const id = a && /"attemptId":(\d+)/.exec(decoded(a))?.[1];
      if (a && !id && errorSamples.length < 10) errorSamples.push('submitExam: no attemptId in the answer');
      return id ? Number(id) : null;
    },
    // As the result screen's review panel asks for a page (src/client/components/AttemptReviewPanel.tsx).
    examReview: (l: Learner, attemptId: number) =>
      call(l, 'examReview', (c) =>
        c.learner.attemptReview.query({ attemptId, filter: 'all', topicId: undefined, section: undefined, page: 2 }),
      ),
  };

  /** One learner cycle; true when every call answered 2xx. A learner never leaves an exam open between cycles. */
  async function cycle(l: Learner, k: number): Promise<boolean> {
    const topic = o.topics[(l.index + k) % o.topics.length]!;
    if (!(await steps.dashboard(l))) return false;
    if (!(await steps.topics(l))) return false;
    if (!(await steps.topicQuestions(l, topic))) return false;
    if (!(await steps.saveQuiz(l, topic))) return false;
    const exam = await steps.startExam(l);
    if (!exam) return false;
    const attemptId = await steps.submitExam(l, exam);
    if (attemptId === null) return false;
    return Boolean(await steps.examReview(l, attemptId));
  }

  // ------------------------------------------------------------------------------------------ the timed mix
  const t0 = performance.now();
  const from = t0 + o.warmupMs;
  const to = from + o.durationMs;
  const cycles: Cycle[] = [];
  const serverPids = o.serverPids ?? [o.serverPid];
  const serverCpuMs = () => serverPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const meters = Object.entries(o.cpuMeters ?? {});
  const meterFrom = new Map<string, number>();
  const meterTo = new Map<string, number>();
  let cpuFrom = 0;
  let cpuTo = 0;
  let ownFrom: NodeJS.CpuUsage | null = null;
  let own: NodeJS.CpuUsage | null = null;
  const marks = [
    setTimeout(() => {
      cpuFrom = serverCpuMs();
      for (const [name, read] of meters) meterFrom.set(name, read());
      ownFrom = process.cpuUsage();
    }, o.warmupMs),
    setTimeout(() => {
      cpuTo = serverCpuMs();
      for (const [name, read] of meters) meterTo.set(name, read());
      own = process.cpuUsage(ownFrom ?? undefined);
    }, o.warmupMs + o.durationMs),
  ];
  await Promise.all(
    learners.map(async (l) => {
      // Learners start spread over the first 100 ms, not in one burst.
      await new Promise((r) => setTimeout(r, (l.index / learners.length) * 100));
      for (let k = 0; performance.now() < to; k++) {
        const start = performance.now();
        const ok = await cycle(l, k);
        cycles.push({ start, end: performance.now(), ok });
      }
    }),
  );
  marks.forEach(clearTimeout);
  if (!cpuTo) cpuTo = serverCpuMs();
  for (const [name, read] of meters) if (!meterTo.has(name)) meterTo.set(name, read());
  own ??= process.cpuUsage(ownFrom ?? undefined);
  const ownMs = (own.user + own.system) / 1000;
  const measured = records.filter((r) => inWindow(r.start, from, to));
  const rate = cycleRate(cycles, from, to);
  const calls: MixCallFigures[] = MIX_CALLS.map((name) => {
    const rs = measured.filter((r) => r.call === name);
    const ok = rs.filter((r) => answered(r.status));
    return {
      call: name,
      label: MIX_CALL_LABELS[name],
      ...summarize(rs.map((r) => r.ms)),
      errors: rs.length - ok.length,
      bytes: ok.length ? Math.round(ok.reduce((s, r) => s + r.bytes, 0) / ok.length) : 0,
    };
  });
  const serverCpu = cpuTo - cpuFrom;
  const windowCpuMs: Record<string, number> = { servers: serverCpu, learners: ownMs };
  for (const [name] of meters) windowCpuMs[name] = (meterTo.get(name) ?? 0) - (meterFrom.get(name) ?? 0);
  const overall = summarize(measured.map((r) => r.ms));
  const wireBytes = measured.reduce((s, r) => s + r.bytes, 0);
  o.log(
    `  ${rate.perSecond.toFixed(1)} complete learner cycles/s (${rate.complete} in ${(o.durationMs / 1000).toFixed(0)} s, ${rate.failed} failed), ${measured.length} requests, server CPU ${(serverCpu / Math.max(1, rate.complete)).toFixed(1)} ms per cycle, the learners' own ${(ownMs / Math.max(1, rate.complete)).toFixed(1)} ms, ${(wireBytes / Math.max(1, rate.complete) / 1024).toFixed(1)} KB of answers per cycle`,
  );

  // ------------------------------------------------------------------------------------------ cost per call
  recording = false;
  const costs: MixCost[] = [];
  if (o.costs ?? true) await measureCosts();
  learners.forEach((l) => l.agent.destroy());

  async function measureCosts(): Promise<void> {
    /** Every learner repeats one step until the block ends (or it has nothing left to do); server CPU over it. */
    async function block(pid: number, until: number, step: (l: Learner) => Promise<Answer | null | string | undefined> | null) {
      const before = cpuMs(pid);
      const rs: CallRecord[] = [];
      await Promise.all(
        learners.map(async (l) => {
          while (performance.now() < until) {
            const start = performance.now();
            const p = step(l);
            if (!p) return;
            const a = await p;
            rs.push({ call: 'dashboard', start, ms: performance.now() - start, status: a ? 200 : 0, bytes: 0 });
          }
        }),
      );
      return { cpu: cpuMs(pid) - before, records: rs };
    }
    const bareRoutes: Record<string, { status: number; headers: Record<string, string>; body: string }> = {};
    const appCost = new Map<MixCall, { cpu: number; records: CallRecord[] }>();
    const add = (name: MixCall, r: { cpu: number; records: CallRecord[] }) => {
      const seen = appCost.get(name) ?? { cpu: 0, records: [] };
      appCost.set(name, { cpu: seen.cpu + r.cpu, records: [...seen.records, ...r.records] });
    };
    const topicOf = (l: Learner) => o.topics[l.index % o.topics.length]!;
    const pid = o.serverPid;
    add('dashboard', await block(pid, performance.now() + o.blockMs, (l) => steps.dashboard(l)));
    add('topics', await block(pid, performance.now() + o.blockMs, (l) => steps.topics(l)));
    add('topicQuestions', await block(pid, performance.now() + o.blockMs, (l) => steps.topicQuestions(l, topicOf(l))));
    add('saveQuiz', await block(pid, performance.now() + o.blockMs, (l) => steps.saveQuiz(l, topicOf(l))));
    for (let round = 0; round < o.examRounds; round++) {
      // One exam each, then its submission: a learner has one open exam at a time.
      const started = new Set<Learner>();
      add(
        'startExam',
        await block(pid, Infinity, (l) => {
          if (started.has(l)) return null;
          started.add(l);
          return steps.startExam(l).then((id) => {
            if (id) l.open.push(id);
            return id;
          });
        }),
      );
      add(
        'submitExam',
        await block(pid, Infinity, (l) => {
          const id = l.open.pop();
          return id
            ? steps.submitExam(l, id).then((attemptId) => {
                if (attemptId !== null) l.submitted.push(attemptId);
                return attemptId === null ? null : String(attemptId);
              })
            : null;
        }),
      );
    }
    let reviewCursor = 0;
    add(
      'examReview',
      await block(pid, performance.now() + o.blockMs, (l) =>
        l.submitted.length ? steps.examReview(l, l.submitted[reviewCursor++ % l.submitted.length]!) : null,
      ),
    );
    for (const name of MIX_CALLS) {
      const s = samples.get(name);
      if (!s) continue;
      bareRoutes[`${s.wire.method} ${s.wire.path}`] = {
        status: s.answer.status,
        headers: replayedHeaders(s.answer.headers),
        body: s.answer.body.toString('base64'),
      };
    }

    // ------------------------------------------------------------------------------------------ bare node
    const routesFile = join(o.dir, 'mix-routes.json');
    writeFileSync(routesFile, JSON.stringify(bareRoutes));
    const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare.ts', routesFile], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const port = await new Promise<number>((resolve, reject) => {
        bare.stdout.once('data', (d) => resolve((JSON.parse(String(d)) as { port: number }).port));
        bare.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
      });
      const bareBase = new URL(`http://127.0.0.1:${port}`);
      const bareAgents = learners.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
      for (const name of MIX_CALLS) {
        const s = samples.get(name);
        const app = appCost.get(name);
        if (!s || !app) continue;
        const before = cpuMs(bare.pid!);
        const until = performance.now() + o.blockMs;
        const times: number[] = [];
        let bad = 0;
        await Promise.all(
          bareAgents.map(async (agent) => {
            while (performance.now() < until) {
              const a = await send(agent, bareBase, s.wire, s.token, encoding);
              if (a.status === 200 && a.bytes === s.answer.bytes) times.push(a.ms);
              else bad++;
            }
          }),
        );
        if (bad) errorSamples.push(`bare ${name}: ${bad} answers differed from the app's`);
        const bareCpu = cpuMs(bare.pid!) - before;
        const ok = app.records.filter((r) => r.status === 200);
        const lat = summarize(ok.map((r) => r.ms));
        const bareLat = summarize(times);
        costs.push({
          call: name,
          requests: app.records.length,
          errors: app.records.length - ok.length,
          cpuMsPerRequest: app.records.length ? app.cpu / app.records.length : 0,
          p50: lat.p50,
          p99: lat.p99,
          bytes: s.answer.bytes,
          encoding: String(s.answer.headers['content-encoding'] ?? 'identity'),
          bareRequests: times.length,
          bareCpuMsPerRequest: times.length ? bareCpu / times.length : 0,
          bareP99: bareLat.p99,
        });
      }
      bareAgents.forEach((a) => a.destroy());
    } finally {
      const exited = new Promise((r) => bare.once('exit', r));
      bare.kill('SIGTERM');
      await exited;
    }
  }

  const targets = { cyclesPerSecond: 100, p99Ms: 100 };
  return {
    learners: learners.length,
    durationMs: o.durationMs,
    warmupMs: o.warmupMs,
    acceptEncoding: encoding,
    cycles: rate,
    requests: measured.length,
    errors: measured.filter((r) => !answered(r.status)).length,
    bytesPerCycle: rate.complete ? measured.reduce((s, r) => s + r.bytes, 0) / rate.complete : 0,
    errorSamples,
    calls,
    overall,
    windowCpuMs,
    serverCpuMsPerCycle: rate.complete ? serverCpu / rate.complete : 0,
    serverCpuMsPerRequest: measured.length ? serverCpu / measured.length : 0,
    generatorCpuMsPerCycle: rate.complete ? ownMs / rate.complete : 0,
    costs,
    targets,
    pass: { cycles: rate.perSecond >= targets.cyclesPerSecond, p99: calls.every((c) => c.count > 0 && c.p99 <= targets.p99Ms) },
  };
}

/** The mix's lines of the Markdown report. */
export function mixMarkdown(m: MixReport): string[] {
  const f = (x: number) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));
  const lines = [
    `Student mix: ${m.learners} learners (one keep-alive connection each), ${(m.durationMs / 1000).toFixed(0)} s measured after ${(m.warmupMs / 1000).toFixed(0)} s of warm-up, Accept-Encoding "${m.acceptEncoding}".`,
    '',
    `**${m.cycles.perSecond.toFixed(1)} complete learner cycles/s** (target ≥ ${m.targets.cyclesPerSecond}: ${m.pass.cycles ? 'met' : 'missed'}); ${m.cycles.complete} complete, ${m.cycles.failed} failed; ${m.requests} requests, ${m.errors} errors; server CPU ${f(m.serverCpuMsPerCycle)} ms per cycle, ${f(m.serverCpuMsPerRequest)} ms per request; the learners' own CPU (the load generator, same cores) ${f(m.generatorCpuMsPerCycle)} ms per cycle; ${f(m.bytesPerCycle / 1024)} KB of answers per cycle. Every call p99 ≤ ${m.targets.p99Ms} ms: ${m.pass.p99 ? 'met' : 'missed'}.`,
    '',
    '| call (in cycle order) | requests | errors | answer bytes | p50 ms | p75 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|---|',
    ...m.calls.map((c) => `| ${c.label} | ${c.count} | ${c.errors} | ${c.bytes} | ${f(c.p50)} | ${f(c.p75)} | ${f(c.p99)} | ${f(c.max)} |`),
    '',
    '| each call on its own (all learners at once) | requests | server CPU ms/req | bare node CPU ms/req (same bytes) | p50 ms | p99 ms | bare p99 ms | bytes (encoding) |',
    '|---|---|---|---|---|---|---|---|',
    ...m.costs.map(
      (c) =>
        `| ${MIX_CALL_LABELS[c.call]} | ${c.requests} | ${c.cpuMsPerRequest.toFixed(3)} | ${c.bareCpuMsPerRequest.toFixed(3)} | ${f(c.p50)} | ${f(c.p99)} | ${f(c.bareP99)} | ${c.bytes} (${c.encoding}) |`,
    ),
    '',
  ];
  if (m.errorSamples.length) lines.push('Errors seen (first ten):', '', ...m.errorSamples.map((e) => `- ${e}`), '');
  return lines;
}
