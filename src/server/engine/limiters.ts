// Request limits counted where every server process sees them.
//
// How it is wired: main.ts makes one `limiterStore(pool)` at start, where `pool` is the PostgreSQL pool
// (`db.$client`) when DATABASE_URL names PostgreSQL and undefined on SQLite, and hands it to every request as
// `deps.runtime.limiters`; scripts and in-process tests get a memory store of their own (lib/runtime.ts). A feature
// asks the store for its limiter by spec (features/users/addressLimits.ts, lib/accountLimits.ts) and calls
// `consume()`, refused (a RateLimiterRes rejection → 429) exactly as before; on PostgreSQL a database failure rejects
// with the driver's error instead, which isPgStorageFault classifies as a passing fault (503). The table is made by
// db/migrations-pg/0002_rate_limits.sql.
import pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** The table shared by every limiter on PostgreSQL (each limiter's keys start with its name). */
export const RATE_LIMIT_TABLE = 'rate_limits';

export interface LimiterSpec {
  /** Tells this limiter's keys from another's in the shared table: letters, digits, '-' and '_'. */
  name: string;
  /** Calls allowed per key in a window. */
  points: number;
  /** The window, in seconds, counted from a key's first call. */
  duration: number;
}

export type Limiter = RateLimiterMemory | RateLimiterPostgres;

/**
 * A limiter of `points` calls per `duration` seconds per key: in this process's memory without a pool (SQLite: one
 * process), else in PostgreSQL's rate_limits table, where every process counts against the same budget. Each
 * consume is one upsert that adds the points and returns the new count, so calls racing from several processes are
 * counted exactly (the row lock orders them). Expired rows are swept by each limiter every five minutes, an hour
 * after they expire.
 */
export function makeLimiter(spec: LimiterSpec, pool?: pg.Pool): Limiter {
  if (!/^[A-Za-z0-9_-]+$/.test(spec.name)) throw new Error(`A limiter name is letters, digits, - and _: "${spec.name}"`);
  if (!pool) return new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.duration });
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    // The migration made it: the library must not try to create it (a CREATE at each start, racing between processes).
    tableCreated: true,
    keyPrefix: spec.name,
    points: spec.points,
    duration: spec.duration,
  });
}

/** The limiters of one process, made on first use and kept: the same spec always counts on the same limiter. */
export interface LimiterStore {
  limiter(spec: LimiterSpec): Limiter;
}

/** Limiters in this process's memory without a pool (SQLite), else in PostgreSQL's shared table. */
export function limiterStore(pool?: pg.Pool): LimiterStore {
  const made = new Map<string, Limiter>();
  return {
    limiter(spec) {
      const key = `${spec.name}/${spec.points}/${spec.duration}`;
      let limiter = made.get(key);
      if (!limiter) made.set(key, (limiter = makeLimiter(spec, pool)));
      return limiter;
    },
  };
}

/** Whether a consume() was refused for being over the limit (anything else it throws is a failure to count). */
export function isLimitRefusal(err: unknown): err is RateLimiterRes {
  return err instanceof RateLimiterRes;
}
