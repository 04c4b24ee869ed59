import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNotNull, isNull, lt, max } from 'drizzle-orm';
import { loginFailures, passwordResetRequests, passwordResetTokens, users } from '../../../db/schema';
import { RESET_LINK_LIFETIME_HOURS, resetLinkPath } from '../../shared/passwordReset';
import { transaction, first, countRows, type DB } from '../db';
import type { Deps } from './deps';
import { hashPassword } from './passwords';
import { generateSessionToken, invalidateUserSessions, sessionIdFromToken } from './sessions';
import { assertMayManage, type Actor } from './roles';
import { getUser, recordLogin } from './users';

/**
 * Administrator-mediated password reset (the server sends no e-mail): a learner asks, an administrator
 * makes a one-time link and passes it on, the learner sets a new password with it. Link tokens are made
 * and hashed like session tokens, so a copy of the database cannot be used to reset anyone's password.
 */
export const RESET_LINK_LIFETIME_MS = RESET_LINK_LIFETIME_HOURS * 60 * 60 * 1000;
export const RESET_REQUEST_LIMIT = 5;
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;

export const RESET_REQUEST_LIMIT_MESSAGE = 'Too many reset requests for this email. Try again in 15 minutes.';
export const RESET_LINK_UNKNOWN_MESSAGE = 'This reset link is not valid. It may have been replaced by a newer link.';
export const RESET_LINK_USED_MESSAGE = 'This reset link has already been used.';
export const RESET_LINK_EXPIRED_MESSAGE = 'This reset link has expired.';

/**
 * Records a request and answers the same whether or not the email has an account: the row, the limit
 * and the work done are identical, only the row's user id differs.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<{ success: true }> {
  const now = deps.now();
  const since = new Date(now.getTime() - RESET_REQUEST_WINDOW_MS);
  const recent = await countRows(
    deps.db,
    passwordResetRequests,
    and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, since)),
  );
  if (recent >= RESET_REQUEST_LIMIT) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: RESET_REQUEST_LIMIT_MESSAGE });
  const user = await first(deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1));
  await transaction(deps.db, async (tx) => {
    // Requests for unknown emails only matter to the limit; once outside its window they are dropped.
    await tx.delete(passwordResetRequests).where(and(isNull(passwordResetRequests.userId), lt(passwordResetRequests.createdAt, since)));
    await tx.insert(passwordResetRequests).values({ email, userId: user?.id ?? null, createdAt: now });
  });
  return { success: true };
}

/** Users with an unanswered request, newest first, for the admin's marker. */
export async function pendingResetRequests(db: DB): Promise<{ userId: number; requestedAt: Date }[]> {
  const latest = max(passwordResetRequests.createdAt);
  return (
    await db
      .select({ userId: passwordResetRequests.userId, requestedAt: latest })
      .from(passwordResetRequests)
      .where(and(isNotNull(passwordResetRequests.userId), isNull(passwordResetRequests.resolvedAt)))
      .groupBy(passwordResetRequests.userId)
      .orderBy(desc(latest))
  ).flatMap((r) => (r.userId !== null && r.requestedAt !== null ? [{ userId: r.userId, requestedAt: r.requestedAt }] : []));
}

async function resolveRequests(db: DB, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetRequests)
    .set({ resolvedAt: now })
    .where(and(eq(passwordResetRequests.userId, userId), isNull(passwordResetRequests.resolvedAt)));
}

/** A new link for the user; any earlier link of theirs stops working, and their pending requests are answered. */
export async function createResetLink(deps: Deps, userId: number, actor: Actor) {
  const user = await getUser(deps, userId);
  // A reset link is the account's password: the same hierarchy as an edit.
  assertMayManage(actor, user);
  const adminId = actor.id;
  const now = deps.now();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_LIFETIME_MS);
  await transaction(deps.db, async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ id: sessionIdFromToken(token), userId, createdBy: adminId, createdAt: now, expiresAt });
    await resolveRequests(tx, userId, now);
  });
  return {
    token,
    path: resetLinkPath(token),
    expiresAt,
    user: { id: user.id, username: user.username, email: user.email },
  };
}

/** The link's row if it can still be used; otherwise a 400 saying why. */
async function usableLink(db: DB, token: string, now: Date) {
  const row = /^[a-z2-7]{16,64}$/.test(token)
    ? await first(
        db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.id, sessionIdFromToken(token)))
          .limit(1),
      )
    : undefined;
  if (!row) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_UNKNOWN_MESSAGE });
  if (row.usedAt) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_USED_MESSAGE });
  if (now.getTime() >= row.expiresAt.getTime()) throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_EXPIRED_MESSAGE });
  return row;
}

/**
 * Sets the new password, spends the link, ends every session of the user and signs them in afresh
 * (answering like login). The link is checked again inside the transaction because hashing the password
 * yields, and spent with a conditional update: two submissions of one link cannot both succeed, on either engine.
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }) {
  await usableLink(deps.db, input.token, deps.now());
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return transaction(deps.db, async (tx) => {
    const link = await usableLink(tx, input.token, now);
    // Spent only if still unused: a parallel submission of the same link that got there first has spent it (it waits
    // for that one's commit, then finds used_at set) and this one is refused with the reason read again.
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) {
      await usableLink(tx, input.token, now);
      throw new TRPCError({ code: 'BAD_REQUEST', message: RESET_LINK_USED_MESSAGE });
    }
    // The link's foreign key keeps its user: the row is there.
    const user = (await first(tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId)).returning()))!;
    await invalidateUserSessions(tx, user.id);
    await resolveRequests(tx, user.id, now);
    // A learner locked out by failed sign-ins has just proved who they are.
    await tx.delete(loginFailures).where(eq(loginFailures.email, user.email));
    return recordLogin({ ...deps, db: tx }, user);
  });
}
