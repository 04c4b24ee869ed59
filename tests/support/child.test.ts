import { describe, expect, it } from 'vitest';
import { reapChildren, startChild, startDeadlineMs } from './child';

/** A child that never gets ready: it prints a line and idles. */
const idler = { args: ['-e', "console.log('idling'); setInterval(() => {}, 1000)"], env: process.env, label: 'idler' };

function alive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the test server start', () => {
  it('kills a child that misses its deadline before it throws, and names the deadline', async () => {
    let pid: number | undefined;
    const start = startChild({
      ...idler,
      deadlineMs: 300,
      ready: () => Promise.resolve(false),
      onSpawn: (proc) => (pid = proc.pid),
    });
    const failed = await start.then(
      () => undefined,
      (err: Error) => err,
    );
    expect(failed?.message).toMatch(/^idler did not start within 300 ms: /);
    expect(pid).toBeGreaterThan(0);
    expect(alive(pid)).toBe(false);
  });

  it('says so at once when the child exits before it is ready', async () => {
    const started = Date.now();
    await expect(
      startChild({
        args: ['-e', 'process.exit(3)'],
        env: process.env,
        label: 'quitter',
        deadlineMs: 10_000,
        ready: () => Promise.resolve(false),
      }),
    ).rejects.toThrow(/^quitter exited 3/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reaps every child still running at the end of a file, as after a test that failed before its stop', async () => {
    const child = await startChild({ ...idler, deadlineMs: 5_000, ready: () => Promise.resolve(true) });
    expect(alive(child.proc.pid)).toBe(true);
    expect(await reapChildren()).toBe(1);
    expect(alive(child.proc.pid)).toBe(false);
    expect(await reapChildren()).toBe(0);
  });

  it('takes the deadline from the caller, else TEST_SERVER_START_MS, else 30 s', () => {
    const saved = process.env.TEST_SERVER_START_MS;
    try {
      delete process.env.TEST_SERVER_START_MS;
      expect(startDeadlineMs()).toBe(30_000);
      process.env.TEST_SERVER_START_MS = '90000';
      expect(startDeadlineMs()).toBe(90_000);
      expect(startDeadlineMs(500)).toBe(500);
    } finally {
      if (saved === undefined) delete process.env.TEST_SERVER_START_MS;
      else process.env.TEST_SERVER_START_MS = saved;
    }
  });
});
