import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import { loginFailures, users, type UserRow } from '../../../../db/schema';
import { isPro } from '../../../shared/plans';
import type { Deps } from '../../lib/deps';
import { transaction, first, countRows, isUniqueViolation, serializeOn, type DB } from '../../db';
import { logActivity } from '../../lib/activity';
import { hashPassword, verifyPassword } from './passwords';
import { claimRegistration } from './registrationLimit';
import { assertMayGrant, assertMayManage, assertNotLastAdmin, assertRoleChange, type Actor } from './roles';
import { createSession, invalidateUserSessions } from './sessions';
import { DomainError } from '../../lib/domainError';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_LOGIN_MESSAGE = 'Invalid email or password';

/** The user as it leaves the server: never the password hash. */
export function toPublicUser(u: UserRow) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    subscriptionStatus: u.subscriptionStatus || 'free',
    subscriptionPlan: u.subscriptionPlan,
    createdAt: u.createdAt,
    loginCount: u.loginCount,
    lastLoginAt: u.lastLoginAt,
    totalQuizzes: u.totalQuizzes,
    averageScore: u.totalQuizzes > 0 ? Math.round(u.scoreSum / u.totalQuizzes) : 0,
    isPro: isPro(u),
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

export interface NewUser {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  password: string;
  role?: UserRow['role'];
  subscriptionStatus?: string;
}

async function conflictFor(deps: Deps, email: string, username: string, exceptId?: number): Promise<DomainError | null> {
  const clash = (
    await deps.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      // Usernames differing only in case are one name (a unique index on lower(username) holds it, migration 0006).
      .where(or(eq(users.email, email), sql`lower(${users.username}) = lower(${username})`))
  ).find((u) => u.id !== exceptId);
  if (!clash) return null;
  return new DomainError({
    code: 'CONFLICT',
    message: clash.email === email ? 'An account with this email already exists' : 'This username is already taken',
  });
}

/** Refuses a taken email or username, then hashes the password: the slow part, done before any write. */
async function passwordHashForNewUser(deps: Deps, input: NewUser): Promise<string> {
  const conflict = await conflictFor(deps, input.email, input.username);
  if (conflict) throw conflict;
  return hashPassword(input.password);
}

async function insertUser(deps: Deps, input: NewUser, passwordHash: string): Promise<UserRow> {
  try {
    return (await first(
      deps.db
        .insert(users)
        .values({
          email: input.email,
          username: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          role: input.role ?? 'student',
          subscriptionStatus: input.subscriptionStatus ?? 'free',
          subscriptionPlan: input.subscriptionStatus && input.subscriptionStatus !== 'free' ? 'monthly' : null,
          createdAt: deps.now(),
        })
        .returning(),
    ))!;
  } catch (err) {
    // Two registrations racing for the same email: the unique index decides.
    if (isUniqueViolation(err)) {
      throw (
        (await conflictFor(deps, input.email, input.username)) ?? new DomainError({ code: 'CONFLICT', message: 'Account already exists' })
      );
    }
    throw err;
  }
}

/** `actor`: the admin (or operator) making the account; registration has none and always makes a student. */
export async function createUser(deps: Deps, input: NewUser, actor?: Actor): Promise<UserRow> {
  if (actor) assertMayGrant(actor, input.role);
  return await insertUser(deps, input, await passwordHashForNewUser(deps, input));
}

/** A new session for the user, counted as a login; stored whole or not at all. */
export function recordLogin(deps: Deps, user: UserRow): Promise<{ token: string; user: PublicUser }> {
  const now = deps.now();
  return transaction(deps.db, async (tx) => {
    const token = await createSession(tx, user.id, now);
    // The session's foreign key has just proved that the row is there.
    const updated = (await first(
      tx
        .update(users)
        .set({ loginCount: user.loginCount + 1, lastLoginAt: now })
        .where(eq(users.id, user.id))
        .returning(),
    ))!;
    await logActivity(tx, deps.runtime, user.id, 'login', now);
    return { token, user: toPublicUser(updated) };
  });
}

/**
 * Every new account is a free student: registration never chooses a role or a plan. The account and its
 * first session are one transaction, so no account is stored without the answer that signs it in.
 */
export async function register(
  deps: Deps & { clientAddress: string | null },
  input: { email: string; password: string; username: string; firstName: string; lastName: string },
) {
  const claim = await claimRegistration(deps);
  try {
    const newUser: NewUser = { ...input, role: 'student', subscriptionStatus: 'free' };
    const passwordHash = await passwordHashForNewUser(deps, newUser);
    return await transaction(deps.db, async (tx) =>
      recordLogin({ ...deps, db: tx }, await insertUser({ ...deps, db: tx }, newUser, passwordHash)),
    );
  } catch (err) {
    await claim.release();
    throw err;
  }
}

/** The lock the last-admin rule is checked under (db.ts: serializeOn). */
const ADMINS_LOCK = 'admins';

let dummyHash: Promise<string> | null = null;

export async function login(deps: Deps, input: { email: string; password: string }) {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // The attempt is stored as a failure before the password is checked, in the same step as the count, so guesses
  // sent in parallel cannot all pass the count before the first is recorded: at most the limit are ever checked.
  // A success clears the account's failures below.
  await transaction(deps.db, async (tx) => {
    await serializeOn(tx, `sign-in:${input.email}`);
    const failures = await countRows(tx, loginFailures, and(eq(loginFailures.email, input.email), gt(loginFailures.createdAt, since)));
    if (failures >= LOGIN_FAILURE_LIMIT) {
      throw new DomainError({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
      });
    }
    await tx.insert(loginFailures).values({ email: input.email, createdAt: now });
  });
  const user = await first(deps.db.select().from(users).where(eq(users.email, input.email)).limit(1));
  // An unknown email costs the same hashing work as a wrong password, so timing reveals no account.
  dummyHash ??= hashPassword('respira-timing-equalizer');
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await verifyPassword(await dummyHash, input.password), false);
  if (!user || !ok) throw new DomainError({ code: 'UNAUTHORIZED', message: INVALID_LOGIN_MESSAGE });
  return transaction(deps.db, async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.email, input.email));
    return recordLogin({ ...deps, db: tx }, user);
  });
}

/** Failures older than the lockout window count for nothing: dropped with the expired sessions. */
export async function purgeLoginFailures(db: DB, now: Date): Promise<void> {
  await db.delete(loginFailures).where(lte(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

export async function getUser(deps: Deps, id: number): Promise<UserRow> {
  const user = await first(deps.db.select().from(users).where(eq(users.id, id)).limit(1));
  if (!user) throw new DomainError({ code: 'NOT_FOUND', message: `User ${id} not found` });
  return user;
}

/** An edit: fields left out (and a blank password) keep their stored values. */
export interface UserUpdate {
  email?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  role?: UserRow['role'];
  subscriptionStatus?: string;
}

export async function updateUser(deps: Deps, id: number, input: UserUpdate, actor: Actor): Promise<UserRow> {
  const before = await getUser(deps, id);
  await assertRoleChange(deps.db, actor, before, input.role ?? before.role);
  const next = {
    email: input.email ?? before.email,
    username: input.username ?? before.username,
    firstName: input.firstName ?? before.firstName,
    lastName: input.lastName ?? before.lastName,
    role: input.role ?? before.role,
    subscriptionStatus: input.subscriptionStatus ?? (before.subscriptionStatus || 'free'),
  };
  const conflict = await conflictFor(deps, next.email, next.username, id);
  if (conflict) throw conflict;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const paid = next.subscriptionStatus !== 'free';
  return transaction(deps.db, async (tx) => {
    // Checked again in the transaction that writes (the first check ran before the hashing): two admins demoting
    // each other, through one process or two, must not both pass the last-admin rule.
    await serializeOn(tx, ADMINS_LOCK);
    await assertRoleChange(tx, actor, await getUser({ ...deps, db: tx }, id), next.role);
    const updated = await first(
      tx
        .update(users)
        .set({
          ...next,
          subscriptionPlan: paid ? (before.subscriptionPlan ?? 'monthly') : null,
          ...(passwordHash ? { passwordHash } : {}),
        })
        .where(eq(users.id, id))
        .returning(),
    );
    // Deleted while the password was being hashed.
    if (!updated) throw new DomainError({ code: 'NOT_FOUND', message: `User ${id} not found` });
    // A new password or role must not keep old sessions alive with old rights.
    if (passwordHash || before.role !== next.role) await invalidateUserSessions(tx, id);
    return updated;
  });
}

export async function deleteUser(deps: Deps, id: number, actor: Actor): Promise<void> {
  if (id === actor.id) throw new DomainError({ code: 'BAD_REQUEST', message: 'You cannot delete your own account' });
  // The rules and the delete in one transaction: the count of other admins is the count the delete leaves.
  await transaction(deps.db, async (tx) => {
    await serializeOn(tx, ADMINS_LOCK);
    const target = await getUser({ ...deps, db: tx }, id);
    assertMayManage(actor, target);
    await assertNotLastAdmin(tx, target);
    // Sessions, attempts and activity go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, id));
  });
}

export async function changeSubscription(
  deps: Deps,
  id: number,
  input: { action: 'upgrade' | 'downgrade'; plan?: 'monthly' | 'yearly' | 'free' },
  actor: Actor,
): Promise<UserRow> {
  assertMayManage(actor, await getUser(deps, id));
  let plan: Pick<UserRow, 'subscriptionStatus' | 'subscriptionPlan'> = { subscriptionStatus: 'free', subscriptionPlan: null };
  if (input.action === 'upgrade') {
    if (input.plan !== 'monthly' && input.plan !== 'yearly') {
      throw new DomainError({ code: 'BAD_REQUEST', message: 'plan: an upgrade needs plan monthly or yearly' });
    }
    plan = { subscriptionStatus: 'premium', subscriptionPlan: input.plan };
  }
  const updated = await first(deps.db.update(users).set(plan).where(eq(users.id, id)).returning());
  if (!updated) throw new DomainError({ code: 'NOT_FOUND', message: `User ${id} not found` });
  return updated;
}
