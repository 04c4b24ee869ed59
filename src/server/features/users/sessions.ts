import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { eq, lte, sql } from 'drizzle-orm';
import { sessions, users, type UserRow } from '../../../../db/schema';
import { first, isStorageFault, type DB } from '../../db';
import { preparedPerDb } from '../../lib/prepared';

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

export async function createSession(db: DB, userId: number, now: Date): Promise<string> {
  const token = generateSessionToken();
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) });
  return token;
}

export interface ValidSession {
  sessionId: string;
  user: UserRow;
}

/**
 * Every signed-in request looks its session up: one prepared read by primary key, joined to the user, so a
 * revoked session or a changed role counts from the next request, whichever process or script made the change.
 */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(),
);

export async function validateSessionToken(db: DB, token: string, now: Date): Promise<ValidSession | null> {
  if (!/^[a-z2-7]{16,64}$/.test(token)) return null;
  const id = sessionIdFromToken(token);
  const row = await first(sessionLookup(db).execute({ id }));
  if (!row) return null;
  if (now.getTime() >= row.session.expiresAt.getTime()) {
    await housekeeping(async () => await db.delete(sessions).where(eq(sessions.id, id)));
    return null;
  }
  if (row.session.expiresAt.getTime() - now.getTime() < RENEW_WITHIN_MS) {
    await housekeeping(
      async () =>
        await db
          .update(sessions)
          .set({ expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
          .where(eq(sessions.id, id)),
    );
  }
  return { sessionId: id, user: row.user };
}

/** A renewal or clean-up the request does not depend on: a full or read-only disk must not fail a read. */
async function housekeeping(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!isStorageFault(err)) throw err;
  }
}

export async function invalidateSession(db: DB, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: DB, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: DB, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
