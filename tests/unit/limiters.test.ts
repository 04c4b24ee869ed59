// Per-address limits shared by several server processes: two limiters on one PostgreSQL database (two processes)
// draw on one budget, the window resets, and the in-memory limiter of a single SQLite process behaves the same.
import { createServer } from 'node:net';
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLimitRefusal, type Limiter, makeLimiter, RATE_LIMIT_TABLE } from '../../src/server/engine/limiters';
import { isPgStorageFault } from '../../src/server/engine/postgres';
import { freshPostgres, type PgTestDatabase } from '../support/postgres';

/** How each of the calls went, in order: true for allowed, false for refused over the limit (other errors throw). */
async function outcomes(calls: { limiter: Limiter; key: string }[]): Promise<boolean[]> {
  const results: boolean[] = [];
  for (const { limiter, key } of calls) {
    try {
      await limiter.consume(key);
      results.push(true);
    } catch (err) {
      if (!isLimitRefusal(err)) throw err;
      results.push(false);
    }
  }
  return results;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the factory', () => {
  it('makes a memory limiter without a pool and refuses a name that could spill into another limiter’s keys', () => {
    expect(makeLimiter({ name: 'address', points: 3, duration: 60 })).toBeInstanceOf(RateLimiterMemory);
    expect(() => makeLimiter({ name: 'a:b', points: 3, duration: 60 })).toThrow(/limiter name/);
  });

  it('in memory: the N+1th call in a window is refused, other keys are counted apart, and the window resets', async () => {
    const limiter = makeLimiter({ name: 'mem', points: 3, duration: 1 });
    const calls = (key: string, n: number) => Array.from({ length: n }, () => ({ limiter, key }));
    expect(await outcomes(calls('1.2.3.4', 4))).toEqual([true, true, true, false]);
    expect(await outcomes(calls('5.6.7.8', 1))).toEqual([true]);
    await pause(1100);
    expect(await outcomes(calls('1.2.3.4', 1))).toEqual([true]);
  });
});

describe('on PostgreSQL (two processes on one database)', () => {
  let t: PgTestDatabase;
  /** A second pool on the same database: the other process. */
  let other: pg.Pool;
  beforeAll(async () => {
    t = await freshPostgres();
    other = new pg.Pool({ connectionString: t.url, max: 2 });
  }, 120_000);
  afterAll(async () => {
    await other?.end();
    await t?.close();
  });

  it('the migration made the table the limiter writes to', async () => {
    const { rows } = await t.db.$client.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = $1 ORDER BY ordinal_position`,
      [RATE_LIMIT_TABLE],
    );
    expect(rows).toEqual([
      { column_name: 'key', data_type: 'character varying' },
      { column_name: 'points', data_type: 'integer' },
      { column_name: 'expire', data_type: 'bigint' },
    ]);
  });

  it('N+1 calls split across two processes: the last is refused, in either process, and the window resets', async () => {
    const spec = { name: 'shared', points: 5, duration: 3 };
    const a = makeLimiter(spec, t.db.$client);
    const b = makeLimiter(spec, other);
    expect(a).toBeInstanceOf(RateLimiterPostgres);
    const key = '203.0.113.7';
    // 3 through one process, 2 through the other: the budget of 5 is spent, so the 6th is refused on both.
    expect(await outcomes([a, b, a, b, a].map((limiter) => ({ limiter, key })))).toEqual([true, true, true, true, true]);
    expect(await outcomes([{ limiter: b, key }])).toEqual([false]);
    expect(await outcomes([{ limiter: a, key }])).toEqual([false]);
    // Another address and another limiter with the same key have budgets of their own.
    expect(await outcomes([{ limiter: b, key: '203.0.113.8' }])).toEqual([true]);
    const c = makeLimiter({ name: 'other-family', points: 1, duration: 60 }, other);
    expect(await outcomes([{ limiter: c, key }])).toEqual([true]);
    // The window ends 3 s after the first call: then the budget is whole again, for both processes.
    await pause(3100);
    expect(await outcomes([b, a, b, a, b, a].map((limiter) => ({ limiter, key })))).toEqual([true, true, true, true, true, false]);
  });

  it('calls racing in parallel from both processes are counted exactly', async () => {
    const spec = { name: 'race', points: 10, duration: 60 };
    const a = makeLimiter(spec, t.db.$client);
    const b = makeLimiter(spec, other);
    const settled = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).consume('198.51.100.1')));
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(10);
    for (const s of settled) if (s.status === 'rejected') expect(isLimitRefusal(s.reason)).toBe(true);
  });

  it('an unreachable database is a failure to count (a passing storage fault), not a refusal', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const nowhere = new pg.Pool({ connectionString: `postgres://postgres:x@127.0.0.1:${port}/respira` });
    try {
      const err: unknown = await makeLimiter({ name: 'down', points: 5, duration: 60 }, nowhere)
        .consume('192.0.2.1')
        .then(
          () => new Error('expected the call to fail'),
          (e: unknown) => e,
        );
      expect(isLimitRefusal(err)).toBe(false);
      expect(isPgStorageFault(err)).toBe(true);
    } finally {
      await nowhere.end();
    }
  });
});
