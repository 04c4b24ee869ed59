// The engines section (issue #20): the same student mix (bench/studentMix.ts) against
//   1. one built server on SQLite,
//   2. one on PostgreSQL,
//   3. two on the same PostgreSQL database behind bench/proxy.ts (round robin, its own process),
// each on the same data: bench/fill.ts fills a SQLite file, the mix's learners and their sessions are added to it,
// then bench/pgCopy.ts copies it row for row into a throwaway PostgreSQL cluster (pgCluster, fsync on, commits not
// waited for: like SQLite's WAL with synchronous=NORMAL). Each run gets its own copy (a file copy, a database made
// from a template), so no run sees another's writes. Reported side by side: cycles and requests per second, latency
// percentiles overall and per call, errors, the CPU of every process over the measuring window and peak memory.
// Everything started here is stopped here, on failure too (and on Ctrl-C: the cluster is stopped on exit).
// Over 300 lines (about 520): the three runs share one setup, one teardown on every exit path and one side-by-side
// report.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverEnv, serverFlags } from '../scripts/server-flags';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db';
import { createDatabase, startCluster, stopCluster, stopClusterSync, type ClusterInfo } from '../src/server/engine/pgCluster';
import { foldPending } from '../src/server/features/readiness/itemStats';
import { createSession } from '../src/server/features/users/sessions';
import { createUser } from '../src/server/features/users/users';
import { fill, type FillResult } from './fill';
import { copySqliteToPostgres, type CopyResult } from './pgCopy';
import { cpuMs, freePort, procStatus, trackPeak, treeCpuMs, treePssMb } from './proc';
import { MIX_CALLS, mixTopics, runStudentMix, type MixCall, type MixLearner, type MixReport, type MixTopic } from './studentMix';
import type { LatencySummary } from './stats';
import { BENCH_LIMITS } from './limits';
import { localRuntime } from '../src/server/lib/runtime';

export type EngineRunKey = 'sqlite' | 'pg1' | 'pg2';

export const ENGINE_RUNS: { key: EngineRunKey; label: string; engine: 'sqlite' | 'postgres'; processes: number }[] = [
  { key: 'sqlite', label: 'SQLite, 1 process', engine: 'sqlite', processes: 1 },
  { key: 'pg1', label: 'PostgreSQL, 1 process', engine: 'postgres', processes: 1 },
  { key: 'pg2', label: 'PostgreSQL, 2 processes + proxy', engine: 'postgres', processes: 2 },
];

/** What the side-by-side table reads of one run (a subset of MixReport, so a test can make one by hand). */
export interface EngineRun {
  key: EngineRunKey;
  label: string;
  processes: number;
  /** Why the run has no figures. */
  error?: string;
  mix?: Pick<MixReport, 'durationMs' | 'requests' | 'errors' | 'overall' | 'windowCpuMs' | 'serverCpuMsPerRequest' | 'errorSamples'> & {
    cycles: { perSecond: number; complete: number; failed: number };
    calls: (LatencySummary & { call: MixCall; errors: number })[];
  };
  /** Peak RSS of each server process (MB). */
  serverPeakMb: number[];
  /** Peak RSS of the proxy process (MB). */
  proxyPeakMb?: number;
  /** Peak proportional set size of PostgreSQL's processes together (MB: shared buffers counted once). */
  postgresPeakPssMb?: number;
  /**
   * PostgreSQL's backends on the run's database by what they were doing, on average over samples every 200 ms
   * through the run (pg_stat_activity: an active backend by its wait event, such as Lock:transactionid, or "active, no
   * wait" when it is on the CPU; else its state: "idle in transaction" waits on the app between two statements).
   */
  postgresBackends?: Record<string, number>;
  /** The statements backends waited on a lock in, the same way: average number of backends waiting in each. */
  postgresLockWaits?: Record<string, number>;
  loadBefore: number[];
  loadAfter: number[];
}

export interface EnginesReport {
  users: number;
  attempts: number;
  learners: number;
  fill: FillResult;
  copy?: CopyResult;
  postgresVersion?: string;
  runs: EngineRun[];
}

export interface EnginesOptions {
  users: number;
  attempts: number;
  /** Virtual learners of the mix (one keep-alive connection each). */
  learners: number;
  durationMs: number;
  acceptEncoding?: string;
  /** A scratch directory (the databases go there). */
  dir: string;
  log: (line: string) => void;
}

const SHORT: Record<MixCall, string> = {
  dashboard: 'dashboard',
  topics: 'topic list',
  topicQuestions: "a topic's questions",
  saveQuiz: 'save a quiz',
  startExam: 'start an exam',
  submitExam: 'submit it',
  examReview: 'its review',
};

const load = () => loadavg().map((x) => Math.round(x * 100) / 100);
const f = (x: number) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));

// ---------------------------------------------------------------------------------------------- the table
/**
 * The side-by-side table: a header row (metric, then one column per run), then one row per figure. Pure, so
 * tests/unit/bench-engines.test.ts pins it down. A figure a run does not have (no proxy on one process, a run that
 * failed) is "—".
 */
export function sideBySide(runs: readonly EngineRun[]): string[][] {
  const rows: string[][] = [['', ...runs.map((r) => r.label)]];
  const row = (name: string, cell: (r: EngineRun, m: NonNullable<EngineRun['mix']>) => string | undefined) =>
    rows.push([name, ...runs.map((r) => (r.mix ? (cell(r, r.mix) ?? '—') : r.error ? 'failed' : '—'))]);
  const seconds = (m: NonNullable<EngineRun['mix']>) => m.durationMs / 1000;
  /** CPU over the window as a share of one core. */
  const cores = (m: NonNullable<EngineRun['mix']>, name: string) =>
    m.windowCpuMs[name] === undefined ? undefined : `${Math.round((100 * m.windowCpuMs[name]) / m.durationMs)} %`;
  row('complete learner cycles/s', (_, m) => m.cycles.perSecond.toFixed(1));
  row('requests/s', (_, m) => (m.requests / seconds(m)).toFixed(0));
  row('errors (requests not 200)', (_, m) => String(m.errors));
  row('all calls p50 / p95 / p99 ms', (_, m) => `${f(m.overall.p50)} / ${f(m.overall.p95)} / ${f(m.overall.p99)}`);
  for (const call of MIX_CALLS) {
    row(`${SHORT[call]} p50 / p95 / p99 ms`, (_, m) => {
      const c = m.calls.find((x) => x.call === call);
      return c && c.count ? `${f(c.p50)} / ${f(c.p95)} / ${f(c.p99)}` : undefined;
    });
  }
  row('CPU, server processes (100 % = one core)', (_, m) => cores(m, 'servers'));
  row('CPU, proxy', (_, m) => cores(m, 'proxy'));
  row('CPU, PostgreSQL (all its processes)', (_, m) => cores(m, 'postgres'));
  row('CPU, load generator (the learners)', (_, m) => cores(m, 'learners'));
  row('CPU, all of the above', (_, m) => `${Math.round((100 * Object.values(m.windowCpuMs).reduce((a, b) => a + b, 0)) / m.durationMs)} %`);
  row('server CPU ms per request', (_, m) => m.serverCpuMsPerRequest.toFixed(2));
  row('peak RSS per server process, MB', (r) => (r.serverPeakMb.length ? r.serverPeakMb.map((x) => x.toFixed(0)).join(' + ') : undefined));
  row('peak RSS of the proxy, MB', (r) => r.proxyPeakMb?.toFixed(0));
  row('peak PSS of PostgreSQL, MB', (r) => r.postgresPeakPssMb?.toFixed(0));
  row('PostgreSQL backends on average, top 3 not idle', (r) =>
    r.postgresBackends
      ? Object.entries(r.postgresBackends)
          .filter(([what]) => what !== 'idle')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([what, n]) => `${what} ${n.toFixed(1)}`)
          .join(', ')
      : undefined,
  );
  rows.push(['load average (1, 5, 15 min) before → after', ...runs.map((r) => `${r.loadBefore.join(' ')} → ${r.loadAfter.join(' ')}`)]);
  return rows;
}

export function tableMarkdown(rows: readonly string[][]): string[] {
  const [head, ...body] = rows;
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head!), line(head!.map(() => '---')), ...body.map(line)];
}

/** The table as aligned text for the console. */
export function tableText(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

export function enginesMarkdown(r: EnginesReport): string[] {
  const lines = [
    `Engines (issue #20): the student mix, ${r.learners} learners, ${((r.runs.find((x) => x.mix)?.mix?.durationMs ?? 0) / 1000).toFixed(0)} s measured per run, on the same data (${r.users} users, ${r.attempts} attempts, ${r.fill.answers} answers; copied into PostgreSQL${r.postgresVersion ? ` ${r.postgresVersion}` : ''} in ${r.copy ? r.copy.seconds.toFixed(0) : '?'} s). The runs follow one another, so the load average differs between them.`,
    '',
    ...tableMarkdown(sideBySide(r.runs)),
    '',
  ];
  for (const run of r.runs) {
    const waits = Object.entries(run.postgresLockWaits ?? {}).sort((a, b) => b[1] - a[1]);
    if (waits.length)
      lines.push(
        `${run.label}, backends waiting on a lock, on average, by statement: ${waits
          .slice(0, 4)
          .map(([q, n]) => `${n.toFixed(1)} in \`${q}…\``)
          .join('; ')}.`,
        '',
      );
    if (run.error) lines.push(`${run.label}: not measured: ${run.error}`, '');
    else if (run.mix?.errorSamples.length)
      lines.push(`${run.label}, errors seen (first ten):`, '', ...run.mix.errorSamples.map((e) => `- ${e}`), '');
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------- processes
async function waitFor(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`exited ${proc.exitCode}: ${output().slice(-1000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) throw new Error(`did not start: ${output().slice(-1000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Every child this section started and has not stopped yet, for the exit handler. */
const running = new Set<ChildProcess>();
/** The section's directory, where the watchdog (bench/enginesWatchdog.ts) reads what is running. */
let watchDir = '';
function track(proc: ChildProcess): void {
  running.add(proc);
  const write = () => {
    if (watchDir) writeFileSync(join(watchDir, 'engines-pids'), [...running].map((p) => p.pid).join('\n'));
  };
  proc.once('exit', () => {
    running.delete(proc);
    write();
  });
  write();
}
/** Set on Ctrl-C: nothing new is started. */
let interrupted = false;

async function startServer(env: Record<string, string>): Promise<{ proc: ChildProcess; base: string }> {
  if (interrupted) throw new Error('interrupted');
  const port = await freePort();
  let out = '';
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATABASE_PATH;
  const proc = spawn(process.execPath, [...serverFlags(), 'dist/server/main.mjs'], {
    env: { ...inherited, ...serverEnv(), ...BENCH_LIMITS, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(proc);
  proc.stdout.on('data', (d) => (out += d));
  proc.stderr.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, proc, () => out);
  return { proc, base };
}

async function startProxyProcess(upstreams: string[]): Promise<{ proc: ChildProcess; base: string }> {
  if (interrupted) throw new Error('interrupted');
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/proxyMain.ts', ...upstreams], { stdio: ['ignore', 'pipe', 'inherit'] });
  track(proc);
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout.once('data', (d) => resolve((JSON.parse(String(d)) as { port: number }).port));
    proc.once('exit', (code) => reject(new Error(`the proxy exited ${code}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}` };
}

// ---------------------------------------------------------------------------------------------- the section
export async function runEngines(o: EnginesOptions): Promise<EnginesReport> {
  const log = o.log;
  let cluster: ClusterInfo | null = null;
  let stopping: Promise<void> | null = null;
  /** Stops what is running now, and the cluster once (`cluster` stays set until it is gone, for the exit handler). */
  const stopAll = async () => {
    for (const p of running) await stop(p);
    const c = cluster;
    if (!c) return;
    stopping ??= stopCluster(c.dir)
      .catch((err: unknown) => log(`  stopping PostgreSQL: ${(err as Error).message}`))
      .then(() => {
        cluster = null;
        rmSync(join(o.dir, 'engines-cluster'), { force: true });
      });
    await stopping;
  };
  // Ctrl-C: stop everything, then exit. Asynchronously, with the event loop turning: tsx (npm run bench) kills a child
  // with SIGKILL when it does not hear back about a signal within 30 ms, which a synchronous exit handler running
  // pg_ctl would not let it hear. The exit handler is the last resort for any other way out (it may be cut short).
  const onSigint = () => {
    if (interrupted) return;
    interrupted = true;
    log('\n  interrupted: stopping the servers and PostgreSQL');
    void stopAll().finally(() => process.exit(130));
  };
  const onExit = () => {
    for (const p of running) p.kill('SIGTERM');
    if (cluster) stopClusterSync(cluster.dir);
  };
  // `on`, not `once`: tsx sends the signal again when it did not hear back in time, and with no listener left its
  // preload would exit at once.
  process.on('SIGINT', onSigint);
  process.once('exit', onExit);
  watchDir = o.dir;
  writeFileSync(join(o.dir, 'engines-running'), '');
  const watchdog = spawn(process.execPath, ['--import', 'tsx', 'bench/enginesWatchdog.ts', String(process.pid), o.dir], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.unref();
  try {
    return await engines(o, {
      started: (c) => {
        cluster = c;
        writeFileSync(join(o.dir, 'engines-cluster'), c.dir);
      },
      stopAll,
    });
  } finally {
    await stopAll();
    rmSync(join(o.dir, 'engines-running'), { force: true });
    rmSync(join(o.dir, 'engines-pids'), { force: true });
    watchDir = '';
    process.removeListener('exit', onExit);
    process.removeListener('SIGINT', onSigint);
    // Interrupted: the SIGINT handler exits once everything is stopped; report nothing meanwhile.
    if (interrupted) await new Promise<never>(() => {});
  }
}

async function engines(o: EnginesOptions, cb: { started: (c: ClusterInfo) => void; stopAll: () => Promise<void> }): Promise<EnginesReport> {
  const log = o.log;
  const file = join(o.dir, 'engines.db');
  log(`  filling ${o.users} users and ${o.attempts} attempts...`);
  const filled = await fill(file, { users: o.users, attempts: o.attempts, log: () => {} });
  log(`  ${filled.attempts} attempts, ${filled.answers} answers in ${filled.seconds.toFixed(1)} s`);

  // The mix's Pro learners, made as npm run user:create makes them, each with a session: the same tokens then work
  // on every copy of the data. (The mix section signs them in over HTTP instead; here that would be three times
  // the argon2 work and the sign-in limit, for nothing the comparison needs.)
  const db = openDatabase(file);
  const learners: MixLearner[] = [];
  let topics: MixTopic[];
  try {
    const deps = { db, config: loadConfig({}), now: () => new Date(), random: Math.random, runtime: localRuntime() };
    for (let i = 0; i < o.learners; i++) {
      const u = await createUser(deps, {
        email: `engines${i}@bench.test`,
        username: `engines${i}`,
        firstName: 'Engines',
        lastName: `Learner ${i}`,
        password: 'bench-password-1',
        subscriptionStatus: 'pro',
      });
      learners.push({ id: u.id, token: await createSession(db, u.id, new Date()) });
    }
    topics = mixTopics(db.$client, 'id');
    // The fill writes answers the way a bulk load does, past the item-statistics job's cursor: a server would fold
    // all of them on its first fold, 10 s after the first save, in the middle of the measuring window. A running
    // deployment folds as it goes, so fold them now, once, before the copies are made.
    const t = performance.now();
    const folded = await foldPending(db, () => new Date());
    log(
      `  item statistics folded (${folded.read} answers, ${folded.learners} learners) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  } finally {
    db.$client.close();
  }

  const report: EnginesReport = { users: o.users, attempts: o.attempts, learners: o.learners, fill: filled, runs: [] };
  try {
    let urls: Record<'pg1' | 'pg2', string> | null = null;
    let postmaster = 0;
    let pgError = '';
    try {
      const cluster = await startCluster({ durability: 'durable' });
      cb.started(cluster);
      postmaster = Number(readFileSync(join(cluster.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
      const filledUrl = await createDatabase(cluster, 'filled');
      report.copy = await copySqliteToPostgres(file, filledUrl, log);
      log(`  copied into PostgreSQL: ${report.copy.rows} rows of ${report.copy.tables} tables in ${report.copy.seconds.toFixed(1)} s`);
      urls = { pg1: await createDatabase(cluster, 'one', 'filled'), pg2: await createDatabase(cluster, 'two', 'filled') };
      const c = new pg.Client({ connectionString: filledUrl });
      await c.connect();
      report.postgresVersion = (await c.query<{ v: string }>('SHOW server_version')).rows[0]?.v;
      await c.end();
    } catch (err) {
      pgError = (err as Error).message.split('\n')[0]!.slice(0, 300);
      log(`  PostgreSQL not available: ${pgError}`);
    }

    for (const spec of ENGINE_RUNS) {
      const run: EngineRun = {
        key: spec.key,
        label: spec.label,
        processes: spec.processes,
        serverPeakMb: [],
        loadBefore: load(),
        loadAfter: [],
      };
      report.runs.push(run);
      if (spec.engine === 'postgres' && !urls) {
        run.error = pgError || 'PostgreSQL is not available';
        run.loadAfter = load();
        continue;
      }
      log(`\n  ${spec.label}:`);
      const started: ChildProcess[] = [];
      const peaks: ReturnType<typeof trackPeak>[] = [];
      let proxyPeak: ReturnType<typeof trackPeak> | null = null;
      let pgPss = 0;
      let pgTimer: NodeJS.Timeout | null = null;
      let watcher: pg.Client | null = null;
      let watchTimer: NodeJS.Timeout | null = null;
      const backendSeen = new Map<string, number>();
      const lockSeen = new Map<string, number>();
      let backendSamples = 0;
      try {
        let env: Record<string, string>;
        if (spec.engine === 'sqlite') {
          const copy = join(o.dir, 'engines-sqlite.db');
          copyFileSync(file, copy);
          env = { DATABASE_PATH: copy };
        } else {
          env = { DATABASE_URL: urls![spec.key as 'pg1' | 'pg2'], DATABASE_PATH: join(o.dir, 'unused.db') };
          if (spec.processes > 1) env.TRUST_PROXY = '127.0.0.1';
        }
        const servers = await Promise.all(Array.from({ length: spec.processes }, () => startServer(env)));
        started.push(...servers.map((s) => s.proc));
        for (const s of servers) peaks.push(trackPeak(s.proc.pid!));
        let base = servers[0]!.base;
        const cpuMeters: Record<string, () => number> = {};
        if (spec.processes > 1) {
          const proxy = await startProxyProcess(servers.map((s) => s.base));
          started.push(proxy.proc);
          proxyPeak = trackPeak(proxy.proc.pid!);
          cpuMeters.proxy = () => cpuMs(proxy.proc.pid!);
          base = proxy.base;
        }
        if (spec.engine === 'postgres') {
          cpuMeters.postgres = () => treeCpuMs(postmaster);
          const sample = () => (pgPss = Math.max(pgPss, treePssMb(postmaster)));
          sample();
          pgTimer = setInterval(sample, 500);
          const url = urls![spec.key as 'pg1' | 'pg2'];
          const w = (watcher = new pg.Client({ connectionString: url }));
          // The cluster going away (Ctrl-C) ends this connection: an event, not a crash of the bench.
          w.on('error', () => {});
          await w.connect();
          let busy = false;
          watchTimer = setInterval(() => {
            if (busy) return;
            busy = true;
            w.query<{ what: string; n: number; statement: string | null }>(
              `SELECT CASE WHEN wait_event_type = 'Lock' THEN left(regexp_replace(query, '\\s+', ' ', 'g'), 60) END AS statement, CASE WHEN state = 'active' THEN coalesce(wait_event_type || ':' || wait_event, 'active, no wait') ELSE coalesce(state, 'unknown') END AS what, count(*)::int AS n
                 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
                 GROUP BY 1, 2`,
            )
              .then((res) => {
                backendSamples++;
                for (const { what, n, statement } of res.rows) {
                  backendSeen.set(what, (backendSeen.get(what) ?? 0) + n);
                  if (statement) lockSeen.set(statement, (lockSeen.get(statement) ?? 0) + n);
                }
              })
              .catch(() => {})
              .finally(() => (busy = false));
          }, 200);
        }
        log(
          `    ${servers.map((s) => `pid ${s.proc.pid} (RSS ${procStatus(s.proc.pid!).rssMb.toFixed(0)} MB)`).join(', ')} behind ${base}; load average ${run.loadBefore.join(' ')}`,
        );
        const mix = await runStudentMix({
          base,
          serverPid: servers[0]!.proc.pid!,
          serverPids: servers.map((s) => s.proc.pid!),
          cpuMeters,
          costs: false,
          learners,
          topics,
          durationMs: o.durationMs,
          warmupMs: Math.min(3000, o.durationMs / 2),
          blockMs: 1000,
          examRounds: 1,
          acceptEncoding: o.acceptEncoding,
          dir: o.dir,
          log: (l) => log(`  ${l}`),
        });
        run.mix = {
          durationMs: mix.durationMs,
          requests: mix.requests,
          errors: mix.errors,
          overall: mix.overall,
          windowCpuMs: mix.windowCpuMs,
          serverCpuMsPerRequest: mix.serverCpuMsPerRequest,
          errorSamples: mix.errorSamples,
          cycles: mix.cycles,
          calls: mix.calls.map(({ call, errors, count, p50, p75, p95, p99, max, mean }) => ({
            call,
            errors,
            count,
            p50,
            p75,
            p95,
            p99,
            max,
            mean,
          })),
        };
        for (const e of mix.errorSamples) log(`    error: ${e}`);
      } catch (err) {
        run.error = (err as Error).message.split('\n')[0]!.slice(0, 300);
        log(`    not measured: ${run.error}`);
      } finally {
        if (pgTimer) clearInterval(pgTimer);
        if (watchTimer) clearInterval(watchTimer);
        if (watcher) await watcher.end().catch(() => {});
        if (backendSamples) {
          run.postgresBackends = Object.fromEntries([...backendSeen].map(([what, n]) => [what, n / backendSamples]));
          run.postgresLockWaits = Object.fromEntries([...lockSeen].map(([what, n]) => [what, n / backendSamples]));
        }
        run.serverPeakMb = peaks.map((p) => p.stop().peakMb);
        if (proxyPeak) run.proxyPeakMb = proxyPeak.stop().peakMb;
        if (spec.engine === 'postgres' && pgPss) run.postgresPeakPssMb = pgPss;
        // The proxy first, then the servers behind it.
        for (const p of started.reverse()) await stop(p);
        run.loadAfter = load();
      }
    }
  } finally {
    await cb.stopAll();
  }
  return report;
}
