// The hourly expired-session purge runs on a timer: a database that throws (here a read-only one) must be
// logged and retried at the next interval, not thrown out of the timer, which would end the server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURGE_INTERVAL_MS, startSessionPurge } from '../../src/server/sessionPurge';
import { createSession } from '../../src/server/features/users/sessions';
import { makeWorld } from '../support/db';

afterEach(() => {
  vi.useRealTimers();
});

describe('expired-session purge', () => {
  it('logs a failing purge, keeps its timer, and purges once the disk recovers', async () => {
    vi.useFakeTimers();
    const world = await makeWorld();
    const { id } = await world.signUp('purged');
    const sessions = () => world.db.$client.prepare('SELECT count(*) FROM sessions WHERE user_id = ?').pluck().get(id) as number;
    const log = { error: vi.fn() };
    const timer = await startSessionPurge(world.db, world.now, log);
    try {
      // Thirty-one days on, every session of this user has expired, but the disk refuses writes.
      world.clock.now = new Date(world.clock.now.getTime() + 31 * 24 * 60 * 60 * 1000);
      await createSession(world.db, id, world.clock.now); // a live one, which must survive
      world.db.$client.pragma('query_only = ON');
      await expect(vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS)).resolves.toBe(vi);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls[0]![0]).toMatchObject({ err: { code: 'SQLITE_READONLY' } });
      expect(sessions()).toBe(2);

      world.db.$client.pragma('query_only = OFF');
      await vi.advanceTimersByTimeAsync(PURGE_INTERVAL_MS);
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(sessions()).toBe(1);
    } finally {
      clearInterval(timer);
      world.db.$client.close();
    }
  });
});
