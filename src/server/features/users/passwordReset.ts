import { and, desc, eq, gt, isNotNull, isNull, lt, max } from 'drizzle-orm';
import { loginFailures, mailOutbox, passwordResetRequests, passwordResetTokens, users } from '../../../../db/schema';
import {
  ADMIN_RESET_LINK_LIFETIME_HOURS,
  MAIL_RESET_LINK_LIFETIME_HOURS,
  RESET_MAILS_PER_HOUR,
  resetLinkPath,
} from '../../../shared/passwordReset';
import { mailConfigured } from '../../config';
import { transaction, first, countRows, serializeOn, type DB } from '../../db';
import { queueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/passwordResetMail';
import type { Deps } from '../../lib/deps';
import { hashPassword } from './passwords';
import { generateSessionToken, invalidateUserSessions, sessionIdFromToken } from './sessions';
import { assertMayManage, type Actor } from './roles';
import { getUser, recordLogin } from './users';
import { DomainError } from '../../lib/domainError';

/**
 * Password reset, two ways. With mail configured (SMTP_URL), "Forgot password?" mails the learner a one-time link
 * that works for an hour. Without it, the request waits for an administrator, who makes a link (24 hours) and passes
 * it on; that path also stays for learners whose mail never arrives. Link tokens are made and hashed like session
 * tokens, so a copy of the database cannot be used to reset anyone's password.
 */
export const ADMIN_RESET_LINK_LIFETIME_MS = ADMIN_RESET_LINK_LIFETIME_HOURS * 60 * 60 * 1000;
export const MAIL_RESET_LINK_LIFETIME_MS = MAIL_RESET_LINK_LIFETIME_HOURS * 60 * 60 * 1000;
export const RESET_REQUEST_LIMIT = 5;
export const RESET_REQUEST_WINDOW_MS = 15 * 60 * 1000;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;

export const RESET_REQUEST_LIMIT_MESSAGE = 'Too many reset requests for this email. Try again in 15 minutes.';
export const RESET_LINK_UNKNOWN_MESSAGE = 'This reset link is not valid. It may have been replaced by a newer link.';
export const RESET_LINK_USED_MESSAGE = 'This reset link has already been used.';
export const RESET_LINK_EXPIRED_MESSAGE = 'This reset link has expired.';

/** Whether "Forgot password?" mails a link (true) or leaves the request to an administrator (false). */
export function resetByMail(deps: Pick<Deps, 'config'>): { byMail: boolean } {
  return { byMail: mailConfigured(deps.config) };
}

/**
 * Records a request and answers the same whether or not the email has an account. With mail configured, an
 * account's request also makes a link (replacing the account's earlier one) and queues its mail in the same
 * transaction, so the message leaves only if the link exists. Past RESET_MAILS_PER_HOUR mails, the request is only
 * recorded (and stays pending for the admin): the same answer, so the limit does not reveal the account.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<{ success: true }> {
  const now = deps.now();
  const since = new Date(now.getTime() - RESET_REQUEST_WINDOW_MS);
  const mailSince = new Date(now.getTime() - RESET_MAIL_WINDOW_MS);
  // Made for every request, known address or not, so both take the same steps up to the account's own writes.
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + MAIL_RESET_LINK_LIFETIME_MS);
  await transaction(deps.db, async (tx) => {
    // Several processes on PostgreSQL: two requests for one address cannot both slip under the limits.
    await serializeOn(tx, `password-reset:${email}`);
    const recent = await countRows(
      tx,
      passwordResetRequests,
      and(eq(passwordResetRequests.email, email), gt(passwordResetRequests.createdAt, since)),
    );
    if (recent >= RESET_REQUEST_LIMIT) throw new DomainError({ code: 'TOO_MANY_REQUESTS', message: RESET_REQUEST_LIMIT_MESSAGE });
    const user = await first(
      tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(eq(users.email, email)).limit(1),
    );
    const mailsThisHour = await countRows(
      tx,
      mailOutbox,
      and(eq(mailOutbox.userId, user?.id ?? 0), eq(mailOutbox.kind, 'password-reset'), gt(mailOutbox.createdAt, mailSince)),
    );
    // Requests for unknown emails only matter to the limit; once outside its window they are dropped.
    await tx.delete(passwordResetRequests).where(and(isNull(passwordResetRequests.userId), lt(passwordResetRequests.createdAt, since)));
    await tx.insert(passwordResetRequests).values({ email, userId: user?.id ?? null, createdAt: now });
    if (!user || !mailConfigured(deps.config) || mailsThisHour >= RESET_MAILS_PER_HOUR) return;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx
      .insert(passwordResetTokens)
      .values({ id: sessionIdFromToken(token), userId: user.id, createdBy: null, createdAt: now, expiresAt });
    // The mail answers this request and any earlier one: the admin's marker shows only requests no link answered.
    await resolveRequests(tx, user.id, now);
    await queueMail(tx, deps.runtime, passwordResetMail(deps.config.APP_URL, user, resetLinkPath(token), expiresAt), now);
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
  const expiresAt = new Date(now.getTime() + ADMIN_RESET_LINK_LIFETIME_MS);
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
  if (!row) throw new DomainError({ code: 'BAD_REQUEST', message: RESET_LINK_UNKNOWN_MESSAGE });
  if (row.usedAt) throw new DomainError({ code: 'BAD_REQUEST', message: RESET_LINK_USED_MESSAGE });
  if (now.getTime() >= row.expiresAt.getTime()) throw new DomainError({ code: 'BAD_REQUEST', message: RESET_LINK_EXPIRED_MESSAGE });
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
      throw new DomainError({ code: 'BAD_REQUEST', message: RESET_LINK_USED_MESSAGE });
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
