// Request limits counted where every server process sees them.
//
// How it is wired: src/server/features/users/addressLimits.ts builds its limiter with
// `makeLimiter({ name: 'address', points: ADDRESS_LIMIT_PER_MINUTE, duration: 60 }, pool)`, where `pool` is the
// PostgreSQL pool (`db.$client`) when DATABASE_URL names PostgreSQL and undefined on SQLite, once the database is
// open (so the limiter is made at start, not at import). `consume()` is called and refused (a RateLimiterRes
// rejection → 429) exactly as today; on PostgreSQL a database failure rejects with the driver's error instead, which
// isPgStorageFault classifies as a passing fault (503). The table is made by db/migrations-pg/0002_rate_limits.sql.
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

/** Whether a consume() was refused for being over the limit (anything else it throws is a failure to count). */
export function isLimitRefusal(err: unknown): err is RateLimiterRes {
  return err instanceof RateLimiterRes;
}
