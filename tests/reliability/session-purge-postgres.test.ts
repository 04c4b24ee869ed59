// The hourly expired-session purge on PostgreSQL (the counterpart of session-purge.test.ts, whose read-only disk is
// SQLite's query_only): with the database turned read-only (tests/support/postgres.ts setDatabaseFault), a failing
// purge is logged and tried again at the next interval, not thrown out of the timer; once the database takes writes
// again, expired sessions are purged and live ones kept. Real timers on a short interval: the purge waits on the
// network here, which fake timers would not let through.
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema';
import { closeDatabase, isStorageFault } from '../../src/server/db';
import { startSessionPurge } from '../../src/server/sessionPurge';
import { createSession, sessionIdFromToken } from '../../src/server/features/users/sessions';
import { makeWorld } from '../support/db';
import { setDatabaseFault } from '../support/postgres';

const EVERY_MS = 150;

/** Waits (real time) until `check` holds, failing after a few seconds. */
async function until(what: string, check: () => boolean | Promise<boolean>) {
  for (let waited = 0; !(await check()); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('expired-session purge on PostgreSQL', () => {
  it('logs a failing purge, keeps its timer, and purges once the database takes writes again', async () => {
    const world = await makeWorld();
    const pool = world.db.$client as unknown as pg.Pool;
    const url = pool.options.connectionString!;
    const { id } = await world.signUp('purged');
    const left = async () => (await world.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id))).map((r) => r.id);
    const log = { error: vi.fn() };
    const timer = await startSessionPurge(world.db, world.now, log, EVERY_MS);
    try {
      // A session that will still be live thirty-one days on, and then the database refuses writes.
      const later = new Date(world.clock.now.getTime() + 31 * 24 * 60 * 60 * 1000);
      const keep = sessionIdFromToken(await createSession(world.db, id, later));
      await setDatabaseFault(url, 'read-only', [pool]);
      // Thirty-one days on, the sign-up's session has expired.
      world.clock.now = later;
      await until('a failed purge', () => log.error.mock.calls.length >= 2);
      const errors = log.error.mock.calls.map((c) => (c[0] as { err: unknown }).err);
      // Read-only refusals (a purge caught by the connections' end may have lost its connection instead).
      expect(errors.some((err) => (err as { cause?: { code?: string } }).cause?.code === '25006')).toBe(true);
      expect(errors.every((err) => isStorageFault(err))).toBe(true);
      expect(await left()).toHaveLength(2);

      await setDatabaseFault(url, null, [pool]);
      await until('the purge', async () => (await left()).length === 1);
      expect(await left()).toEqual([keep]);
      const failed = log.error.mock.calls.length;
      await sleep(3 * EVERY_MS);
      expect(log.error).toHaveBeenCalledTimes(failed);
      expect(await left()).toEqual([keep]);
    } finally {
      clearInterval(timer);
      await setDatabaseFault(url, null);
      await closeDatabase(world.db);
    }
  });
});
