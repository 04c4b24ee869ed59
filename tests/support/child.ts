// Child processes the tests start (servers, mostly) and the guarantee that none outlives its test file: a start that
// misses its deadline kills the child before it throws, and every child still running when the file ends (a failed
// test skipped its stop) or when the test process exits is killed. A server left behind by a timed-out start once
// kept running after a whole CI run.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll } from 'vitest';

/** Children started and not yet exited. */
const live = new Set<ChildProcess>();

/** How long a start may take: the caller's, else TEST_SERVER_START_MS (a loaded machine needs more), else 30 s. */
export function startDeadlineMs(explicit?: number): number {
  return explicit ?? Number(process.env.TEST_SERVER_START_MS ?? 30_000);
}

export interface StartedChild {
  proc: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
}

export interface StartOptions {
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Answers true once the child is ready; asked every 100 ms until the deadline. */
  ready: () => Promise<boolean>;
  deadlineMs: number;
  /** Names the child in errors ("server"). */
  label: string;
  /** Gets each chunk of output as well (a log file). */
  onOutput?: (chunk: Buffer) => void;
  /** Gets the child as soon as it is spawned (its pid, before the start is known to succeed). */
  onSpawn?: (proc: ChildProcess) => void;
}

/** Starts `node <args>` and waits until it is ready; a child that exits or misses the deadline is gone when this throws. */
export async function startChild(opts: StartOptions): Promise<StartedChild> {
  const proc = spawn(process.execPath, opts.args, { env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(proc);
  opts.onSpawn?.(proc);
  proc.once('exit', () => live.delete(proc));
  let out = '';
  const collect = (d: Buffer) => {
    out += d.toString();
    opts.onOutput?.(d);
  };
  proc.stdout?.on('data', collect);
  proc.stderr?.on('data', collect);
  const deadline = Date.now() + opts.deadlineMs;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`${opts.label} exited ${proc.exitCode ?? proc.signalCode}: ${out}`);
    }
    let ready = false;
    try {
      ready = await opts.ready();
    } catch {
      /* not listening yet */
    }
    if (ready) return { proc, output: () => out };
    if (Date.now() > deadline) {
      await kill(proc);
      throw new Error(`${opts.label} did not start within ${opts.deadlineMs} ms: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Kills the child (SIGKILL) and waits for its exit. */
async function kill(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGKILL');
  await exited;
}

/** Kills every child still running; answers how many there were. */
export async function reapChildren(): Promise<number> {
  const left = [...live];
  await Promise.all(left.map(kill));
  return left.length;
}

// After the file's own hooks (vitest runs after-hooks last-registered first): its stops have run, a failed test's have
// not. Outside vitest (Playwright's global setup) the process's exit is the end.
if (process.env.VITEST) afterAll(async () => void (await reapChildren()));
process.once('exit', () => {
  for (const proc of live) proc.kill('SIGKILL');
});
