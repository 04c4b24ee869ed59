// The admin live feed's activity events, seen by every server process. The memory and PostgreSQL buses stay in one
// file (304 lines) so their shared contract is read in one place.
//
// Wiring: main.ts makes one bus at start (`memoryActivityBus()` on SQLite, `postgresActivityBus(DATABASE_URL, pool)`
// on PostgreSQL), hands it to every request as `deps.runtime.activity` and closes it on shutdown before the pool.
// Scripts and in-process tests get a memory bus of their own from `localRuntime()` (lib/runtime.ts). The event type
// lives here, with the buses, so the engine imports nothing of the services that publish on it.
import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A sign-in, a quiz or exam started, a quiz completed: what the live view refreshes on. */
export interface ActivityEvent {
  userId: number;
  activityType: 'login' | 'quiz_start' | 'quiz_complete';
  at: Date;
}

export type ActivityListener = (event: ActivityEvent) => void;

export interface ActivityBus {
  /**
   * True when events travel through the database (PostgreSQL's NOTIFY on ACTIVITY_CHANNEL): a writer inside a
   * transaction then sends its event with the transaction's own pg_notify, delivered at the commit and dropped on
   * a rollback, so no process hears of a row it cannot read yet.
   */
  readonly throughDatabase: boolean;
  /** Tells every process's listeners (this one's included). Resolves once the event is handed to the database. */
  publish(event: ActivityEvent): Promise<void>;
  /** Calls `listener` for every event until the returned function is called, the signal aborts or the bus closes. */
  subscribe(listener: ActivityListener, signal?: AbortSignal): () => void;
  /** The events as they come, ending (not throwing) when the signal aborts or the bus closes. */
  events(signal?: AbortSignal): AsyncIterable<ActivityEvent>;
  /** Ends every subscription and iterable; publish afterwards is refused. */
  close(): Promise<void>;
}

/** The PostgreSQL channel the events travel on (one per database, so one per deployment). */
export const ACTIVITY_CHANNEL = 'respira_activity';

const ACTIVITY_TYPES: readonly ActivityEvent['activityType'][] = ['login', 'quiz_start', 'quiz_complete'];

/** The JSON sent through pg_notify: the time as milliseconds, so it survives the trip exactly. */
export function encodeActivity(event: ActivityEvent): string {
  return JSON.stringify({ userId: event.userId, activityType: event.activityType, at: event.at.getTime() });
}

/** The event in a notification's payload, or undefined for anything else on the channel (never trusted blindly). */
export function decodeActivity(payload: string): ActivityEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { userId, activityType, at } = value as Record<string, unknown>;
  if (typeof userId !== 'number' || !Number.isInteger(userId)) return undefined;
  if (typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  const type = ACTIVITY_TYPES.find((t) => t === activityType);
  if (type === undefined) return undefined;
  return { userId, activityType: type, at: new Date(at) };
}

/** What both buses share: the listeners of this process, and the iterables built on them. */
abstract class ListenerBus implements ActivityBus {
  private readonly emitter = new EventEmitter();
  protected closed = false;
  abstract readonly throughDatabase: boolean;

  constructor() {
    // One listener per open admin live view, and each subscription removes its own.
    this.emitter.setMaxListeners(0);
  }

  abstract publish(event: ActivityEvent): Promise<void>;

  /** Hands an event to this process's listeners; one listener's failure does not keep it from the others. */
  protected deliver(event: ActivityEvent): void {
    for (const listener of this.emitter.listeners('activity') as ActivityListener[]) {
      try {
        listener(event);
      } catch {
        // A listener's own bug is its own: the feed of the others goes on.
      }
    }
  }

  subscribe(listener: ActivityListener, signal?: AbortSignal): () => void {
    if (this.closed || signal?.aborted) return () => undefined;
    const onClose = () => unsubscribe();
    const unsubscribe = () => {
      this.emitter.off('activity', listener);
      this.emitter.off('close', onClose);
      signal?.removeEventListener('abort', onClose);
    };
    this.emitter.on('activity', listener);
    this.emitter.once('close', onClose);
    signal?.addEventListener('abort', onClose, { once: true });
    return unsubscribe;
  }

  events(signal?: AbortSignal): AsyncIterable<ActivityEvent> {
    const queue: ActivityEvent[] = [];
    let wake: (() => void) | undefined;
    let ended = false;
    const end = () => {
      ended = true;
      wake?.();
    };
    const subscribe = () => {
      const unsubscribe = this.subscribe((event) => {
        queue.push(event);
        wake?.();
      }, signal);
      const closing = () => end();
      this.emitter.once('close', closing);
      signal?.addEventListener('abort', end, { once: true });
      if (this.closed || signal?.aborted) ended = true;
      return () => {
        unsubscribe();
        this.emitter.off('close', closing);
        signal?.removeEventListener('abort', end);
      };
    };
    return {
      [Symbol.asyncIterator]: async function* () {
        const stop = subscribe();
        try {
          while (true) {
            const next = queue.shift();
            if (next) {
              yield next;
              continue;
            }
            if (ended) return;
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
          }
        } finally {
          stop();
        }
      },
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.emitter.emit('close');
    await this.shutdown();
  }

  protected abstract shutdown(): Promise<void>;
}

class MemoryActivityBus extends ListenerBus {
  readonly throughDatabase = false;

  publish(event: ActivityEvent): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The activity bus is closed.'));
    this.deliver(event);
    return Promise.resolve();
  }

  protected shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/** One process on SQLite: the events stay in this process. */
export function memoryActivityBus(): ActivityBus {
  return new MemoryActivityBus();
}

export interface PostgresActivityBusOptions {
  /** First wait before reconnecting the LISTEN connection (ms, default 100); doubles up to maxBackoffMs. */
  minBackoffMs?: number;
  /** Longest wait between reconnection attempts (ms, default 5000). */
  maxBackoffMs?: number;
}

export interface PostgresActivityBus extends ActivityBus {
  /** Resolves when the LISTEN connection is (again) listening; rejects if the bus closes first. */
  listening(): Promise<void>;
  /** The server process of the current LISTEN connection (pg_backend_pid()), undefined while reconnecting. */
  readonly listenerPid: number | undefined;
  /** How many times the LISTEN connection has been made (1 until it first drops). */
  readonly connections: number;
}

class PgActivityBus extends ListenerBus implements PostgresActivityBus {
  readonly throughDatabase = true;
  private client: pg.Client | undefined;
  private pid: number | undefined;
  private made = 0;
  private readonly waiting = new Set<{ resolve: () => void; reject: (err: Error) => void }>();
  private readonly stopWaiting = new AbortController();
  private readonly loop: Promise<void>;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly options: Required<PostgresActivityBusOptions>,
  ) {
    super();
    this.loop = this.listenLoop();
  }

  get listenerPid(): number | undefined {
    return this.pid;
  }

  get connections(): number {
    return this.made;
  }

  async publish(event: ActivityEvent): Promise<void> {
    if (this.closed) throw new Error('The activity bus is closed.');
    await this.pool.query('SELECT pg_notify($1, $2)', [ACTIVITY_CHANNEL, encodeActivity(event)]);
  }

  listening(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The activity bus is closed.'));
    if (this.pid !== undefined) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiting.add({ resolve, reject }));
  }

  /**
   * Keeps one connection listening until the bus closes: when it drops (server restart, failover, an administrator's
   * pg_terminate_backend), a new one is made after a wait that doubles from minBackoffMs to maxBackoffMs. The
   * listeners live in the bus, not in the connection, so they carry over. Events published while no connection
   * listens are not seen by this process: each one only asks the feed for a fresh snapshot, so the next one
   * brings the view up to date.
   */
  private async listenLoop(): Promise<void> {
    let backoff = this.options.minBackoffMs;
    while (!this.closed) {
      const client = new pg.Client({ connectionString: this.url });
      const dropped = new Promise<void>((resolve) => {
        client.once('end', () => resolve());
        client.on('error', () => resolve());
      });
      client.on('notification', (message) => {
        if (message.channel !== ACTIVITY_CHANNEL || message.payload === undefined) return;
        const event = decodeActivity(message.payload);
        if (event) this.deliver(event);
      });
      try {
        await client.connect();
        this.client = client;
        await client.query(`LISTEN ${ACTIVITY_CHANNEL}`);
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        if (this.closed) break;
        this.made += 1;
        this.pid = rows[0]?.pid;
        backoff = this.options.minBackoffMs;
        for (const w of this.waiting) w.resolve();
        this.waiting.clear();
        await dropped;
      } catch {
        // Refused or dropped while setting up: wait and try again, as for a drop.
      } finally {
        this.pid = undefined;
        this.client = undefined;
        client.removeAllListeners('notification');
        client.end().catch(() => undefined);
      }
      if (this.closed) break;
      await sleep(backoff, this.stopWaiting.signal);
      backoff = Math.min(backoff * 2, this.options.maxBackoffMs);
    }
  }

  protected async shutdown(): Promise<void> {
    this.stopWaiting.abort();
    for (const w of this.waiting) w.reject(new Error('The activity bus is closed.'));
    this.waiting.clear();
    // Ending the client ends the loop's wait for a drop.
    await this.client?.end().catch(() => undefined);
    await this.loop;
  }
}

/** Waits `ms`, or less if the signal aborts (never throws). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Several processes on one PostgreSQL database: events are published with pg_notify through the shared pool and
 * heard through one dedicated LISTEN connection per process (outside the pool, which would hand it to queries).
 */
export function postgresActivityBus(url: string, pool: pg.Pool, options: PostgresActivityBusOptions = {}): PostgresActivityBus {
  return new PgActivityBus(url, pool, { minBackoffMs: options.minBackoffMs ?? 100, maxBackoffMs: options.maxBackoffMs ?? 5000 });
}
