import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, lte, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../../../db/schema';
import { isStorageFault, type DB } from '../db';
import { noticeExternalCommits, onExternalCommit } from './externalCommits';
import { preparedPerDb } from './prepared';

const DAY = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY;
/** A session used when fewer than this many days remain is extended to a full lifetime. */
const RENEW_WITHIN_MS = 15 * DAY;

export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export function createSession(db: DB, userId: number, now: Date): string {
  const token = generateSessionToken();
  db.insert(sessions)
    .values({ id: sessionIdFromToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
    .run();
  return token;
}

export interface ValidSession {
  sessionId: string;
  user: UserRow;
}

/** Every signed-in request looks its session up, so the query is prepared once per database. */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);

type SessionRowWithUser = NonNullable<ReturnType<ReturnType<typeof sessionLookup>['get']>>;

/** Sessions kept in memory at most; the least recently used goes first. */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The rows of recently used sessions with their users, per database. Looking a session up was the largest
 * part of a signed-in read (SQLite's read transaction under load: about 50 µs of a dashboard's 120). An entry
 * can never outlive its rows: temporary triggers on this connection (they exist on no other, and are not part
 * of the schema) drop a user's entries from inside any statement that updates or deletes the user or one of
 * their sessions, whatever code runs it, before that statement returns; another connection's commit drops
 * them all (externalCommits.ts). Expiry is still checked against the clock on every use.
 */
interface SessionCache {
  byId: Map<string, SessionRowWithUser>;
  idsByUser: Map<number, Set<string>>;
}

const caches = new WeakMap<DB, SessionCache>();

/** The database's session cache, or none while it cannot be set up (a disk that refuses even temporary objects). */
function cacheOf(db: DB): SessionCache | undefined {
  const cache = caches.get(db);
  if (cache) return cache;
  const made: SessionCache = { byId: new Map(), idsByUser: new Map() };
  const clear = () => {
    made.byId.clear();
    made.idsByUser.clear();
  };
  const dropUser = (userId: unknown) => {
    const ids = made.idsByUser.get(Number(userId));
    if (!ids) return null;
    for (const id of ids) made.byId.delete(id);
    made.idsByUser.delete(Number(userId));
    return null;
  };
  try {
    db.$client.function('respira_session_user_changed', { varargs: false }, dropUser);
    db.$client.exec(`
      CREATE TEMP TRIGGER IF NOT EXISTS session_cache_user_update AFTER UPDATE ON main.users
        BEGIN SELECT respira_session_user_changed(OLD.id); END;
      CREATE TEMP TRIGGER IF NOT EXISTS session_cache_user_delete AFTER DELETE ON main.users
        BEGIN SELECT respira_session_user_changed(OLD.id); END;
      CREATE TEMP TRIGGER IF NOT EXISTS session_cache_session_update AFTER UPDATE ON main.sessions
        BEGIN SELECT respira_session_user_changed(OLD.user_id); SELECT respira_session_user_changed(NEW.user_id); END;
      CREATE TEMP TRIGGER IF NOT EXISTS session_cache_session_delete AFTER DELETE ON main.sessions
        BEGIN SELECT respira_session_user_changed(OLD.user_id); END;
    `);
  } catch (err) {
    if (isStorageFault(err)) return undefined;
    throw err;
  }
  onExternalCommit(db, clear);
  caches.set(db, made);
  return made;
}

function lookUp(db: DB, id: string): SessionRowWithUser | undefined {
  const cache = cacheOf(db);
  if (!cache) return sessionLookup(db).get({ id });
  noticeExternalCommits(db);
  const cached = cache.byId.get(id);
  if (cached) {
    // Map order is recency.
    cache.byId.delete(id);
    cache.byId.set(id, cached);
    return cached;
  }
  const row = sessionLookup(db).get({ id });
  // Inside a transaction the row may hold changes that are rolled back later: not kept.
  if (!row || db.$client.inTransaction) return row;
  // Shared by every request of the session from now on: nobody may change it in place.
  Object.freeze(row.session);
  Object.freeze(row.user);
  Object.freeze(row);
  cache.byId.set(id, row);
  let ids = cache.idsByUser.get(row.user.id);
  if (!ids) cache.idsByUser.set(row.user.id, (ids = new Set()));
  ids.add(id);
  if (cache.byId.size > MAX_CACHED_SESSIONS) {
    const [oldestId, oldest] = cache.byId.entries().next().value!;
    cache.byId.delete(oldestId);
    cache.idsByUser.get(oldest.user.id)?.delete(oldestId);
  }
  return row;
}

/**
 * The user's row as a kept session holds it, if one does: as current as the database, since any change to the
 * row drops it (a save's running totals included). Saves a read where a row is needed again mid-request.
 */
export function keptUserRow(db: DB, userId: number): UserRow | undefined {
  const cache = caches.get(db);
  if (!cache) return undefined;
  noticeExternalCommits(db);
  const ids = cache.idsByUser.get(userId);
  if (!ids) return undefined;
  for (const id of ids) return cache.byId.get(id)?.user;
  return undefined;
}

export function validateSessionToken(db: DB, token: string, now: Date): ValidSession | null {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const row = lookUp(db, id);
  if (!row) return null;
  if (now.getTime() >= row.session.expiresAt.getTime()) {
    housekeeping(() => db.delete(sessions).where(eq(sessions.id, id)).run());
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    housekeeping(() =>
      db.update(sessions)
        .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
        .where(eq(sessions.id, id))
        .run(),
    );
  }
  return { sessionId: id, user: row.user };
}

/** A renewal or clean-up the request does not depend on: a full or read-only disk must not fail a read. */
function housekeeping(write: () => void): void {
  try {
    write();
  } catch (err) {
    if (!isStorageFault(err)) throw err;
  }
}

export function invalidateSession(db: DB, sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function invalidateUserSessions(db: DB, userId: number): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function purgeExpiredSessions(db: DB, now: Date): void {
  db.delete(sessions).where(lte(sessions.expiresAt, now)).run();
}
