// The admin live feed's activity bus: in one process (SQLite) and across processes on one PostgreSQL database
// (two buses stand for two server processes), including a LISTEN connection dropped by the server.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ActivityBus,
  type ActivityEvent,
  ACTIVITY_CHANNEL,
  decodeActivity,
  encodeActivity,
  memoryActivityBus,
  postgresActivityBus,
  type PostgresActivityBus,
} from '../../src/server/engine/activityBus';
import { clusterUrl } from '../../src/server/engine/pgCluster';
import { freshPostgres, type PgTestDatabase } from '../support/postgres';

const event = (userId: number, activityType: ActivityEvent['activityType'] = 'login'): ActivityEvent => ({
  userId,
  activityType,
  at: new Date(1_790_000_000_000 + userId),
});

/** Resolves with the first `n` events the listener hears (fails the test after `ms`). */
function collect(bus: ActivityBus, n: number, ms = 5000): Promise<ActivityEvent[]> {
  const seen: ActivityEvent[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`heard ${seen.length} of ${n} events`));
    }, ms);
    const stop = bus.subscribe((e) => {
      seen.push(e);
      if (seen.length === n) {
        clearTimeout(timer);
        stop();
        resolve(seen);
      }
    });
  });
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the payload', () => {
  it('round-trips an event exactly and refuses anything else on the channel', () => {
    const e = event(7, 'quiz_complete');
    expect(decodeActivity(encodeActivity(e))).toEqual(e);
    for (const bad of [
      '',
      'not json',
      'null',
      '[]',
      '{"userId":"7","activityType":"login","at":1}',
      '{"userId":7,"activityType":"hack","at":1}',
      '{"userId":7,"activityType":"login"}',
    ]) {
      expect(decodeActivity(bad), bad).toBeUndefined();
    }
  });
});

describe('in memory (one process)', () => {
  it('delivers to every listener, ends iterables on abort and on close, and refuses publish once closed', async () => {
    const bus = memoryActivityBus();
    const heard = collect(bus, 2);
    const controller = new AbortController();
    const aborted: ActivityEvent[] = [];
    const abortedLoop = (async () => {
      for await (const e of bus.events(controller.signal)) aborted.push(e);
    })();
    const untilClose: ActivityEvent[] = [];
    const closedLoop = (async () => {
      for await (const e of bus.events()) untilClose.push(e);
    })();
    await pause(0);
    await bus.publish(event(1));
    await pause(0);
    controller.abort();
    await abortedLoop;
    await bus.publish(event(2, 'quiz_start'));
    expect(await heard).toEqual([event(1), event(2, 'quiz_start')]);
    await pause(0);
    await bus.close();
    await closedLoop;
    expect(aborted).toEqual([event(1)]);
    expect(untilClose).toEqual([event(1), event(2, 'quiz_start')]);
    await expect(bus.publish(event(3))).rejects.toThrow(/closed/);
  });

  it('one listener that throws does not keep the event from the others', async () => {
    const bus = memoryActivityBus();
    bus.subscribe(() => {
      throw new Error('a bug in one listener');
    });
    const heard = collect(bus, 1);
    await bus.publish(event(4));
    expect(await heard).toEqual([event(4)]);
    await bus.close();
  });
});

describe('on PostgreSQL (two processes on one database)', () => {
  let t: PgTestDatabase;
  let a: PostgresActivityBus;
  let b: PostgresActivityBus;
  beforeAll(async () => {
    t = await freshPostgres();
    a = postgresActivityBus(t.url, t.db.$client, { minBackoffMs: 20, maxBackoffMs: 200 });
    b = postgresActivityBus(t.url, t.db.$client, { minBackoffMs: 20, maxBackoffMs: 200 });
    await Promise.all([a.listening(), b.listening()]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await t?.close();
  });

  it('an event published through one reaches the listeners of both, in order', async () => {
    const onA = collect(a, 3);
    const onB = collect(b, 3);
    await a.publish(event(10));
    await b.publish(event(11, 'quiz_start'));
    await a.publish(event(12, 'quiz_complete'));
    const expected = [event(10), event(11, 'quiz_start'), event(12, 'quiz_complete')];
    expect(await onA).toEqual(expected);
    expect(await onB).toEqual(expected);
  });

  it('ignores what is not an activity event on its channel', async () => {
    const heard = collect(b, 1);
    await t.db.$client.query('SELECT pg_notify($1, $2)', [ACTIVITY_CHANNEL, '{"userId":"x"}']);
    await a.publish(event(13));
    expect(await heard).toEqual([event(13)]);
  });

  it('a LISTEN connection ended by the server comes back, keeping its listeners, and events flow again', async () => {
    const listener: ActivityEvent[] = [];
    b.subscribe((e) => listener.push(e));
    const before = b.listenerPid;
    expect(before).toBeDefined();
    const admin = new pg.Client({ connectionString: clusterUrl(t.cluster) });
    await admin.connect();
    try {
      const killed = await admin.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [before]);
      expect(killed.rows[0]?.ok).toBe(true);
    } finally {
      await admin.end();
    }
    // Until the drop is noticed and a new connection listens; then an event from the other process arrives.
    for (let waited = 0; b.connections < 2; waited += 20) {
      if (waited > 10_000) throw new Error('the LISTEN connection did not come back');
      await pause(20);
    }
    await b.listening();
    expect(b.listenerPid).toBeDefined();
    expect(b.listenerPid).not.toBe(before);
    const heard = collect(b, 1);
    await a.publish(event(20));
    expect(await heard).toEqual([event(20)]);
    expect(listener).toContainEqual(event(20));
  });

  it('close() ends the iterables of that process only; the other still hears', async () => {
    const c = postgresActivityBus(t.url, t.db.$client);
    await c.listening();
    const seen: ActivityEvent[] = [];
    const loop = (async () => {
      for await (const e of c.events()) seen.push(e);
    })();
    const heard = collect(c, 1);
    await a.publish(event(30));
    await heard;
    await c.close();
    await loop;
    expect(seen).toEqual([event(30)]);
    expect(c.listenerPid).toBeUndefined();
    await expect(c.publish(event(31))).rejects.toThrow(/closed/);
    const stillA = collect(a, 1);
    await b.publish(event(32));
    expect(await stillA).toEqual([event(32)]);
  });
});
