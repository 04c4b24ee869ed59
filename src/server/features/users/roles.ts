import { and, eq, ne } from 'drizzle-orm';
import { users, type UserRow } from '../../../../db/schema';
import { ADMIN_ASSIGNABLE_ROLES, ROLE_RULE_MESSAGES, canManageAccount, type Role } from '../../../shared/roles';
import { countRows, type DB } from '../../db';
import { DomainError } from '../../lib/domainError';

/** Who acts on an account: an admin's own row, or the operator. */
export type Actor = Pick<UserRow, 'id' | 'role'>;

/**
 * The operator: scripts run in-process by whoever holds the database file (scripts/context.ts). Ids start
 * at 1, so no account is ever the operator; the operator alone may make or change a super admin.
 */
export const OPERATOR_ID = 0;
const isOperator = (actor: Actor) => actor.id === OPERATOR_ID;
const forbidden = (message: string) => new DomainError({ code: 'FORBIDDEN', message });

/** A new account's role, or a role an edit sets. */
export function assertMayGrant(actor: Actor, role: Role | undefined): void {
  if (role && !isOperator(actor) && !ADMIN_ASSIGNABLE_ROLES.includes(role)) throw forbidden(ROLE_RULE_MESSAGES.grantSuperAdmin);
}

/** Any change to an existing account: its details, plan, password, reset link, or deleting it. */
export function assertMayManage(actor: Actor, target: Pick<UserRow, 'role'>): void {
  if (!isOperator(actor) && !canManageAccount(target)) throw forbidden(ROLE_RULE_MESSAGES.superAdminTarget);
}

/**
 * An edit that may change the target's role. Call it in the transaction that writes: the count of other admins is
 * then the count the write leaves.
 */
export async function assertRoleChange(db: DB, actor: Actor, target: UserRow, nextRole: Role): Promise<void> {
  assertMayManage(actor, target);
  if (nextRole === target.role) return;
  if (target.id === actor.id) throw forbidden(ROLE_RULE_MESSAGES.ownRole);
  assertMayGrant(actor, nextRole);
  if (target.role === 'admin') await assertNotLastAdmin(db, target);
}

/** Deleting or demoting an admin leaves at least one: only admins run the platform (a super admin only reads). */
export async function assertNotLastAdmin(db: DB, target: Pick<UserRow, 'id' | 'role'>): Promise<void> {
  if (target.role !== 'admin') return;
  if ((await countRows(db, users, and(eq(users.role, 'admin'), ne(users.id, target.id)))) === 0)
    throw forbidden(ROLE_RULE_MESSAGES.lastAdmin);
}
