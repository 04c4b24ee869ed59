/**
 * The role hierarchy (issue #15), shared so the admin screens offer exactly what the server allows.
 * Admins manage students and admins, never super admins (read-only analysts, made by the operator's
 * `npm run user:create`); nobody changes their own role; the last admin stays an admin.
 */
export type Role = 'student' | 'admin' | 'super_admin';
export interface Person {
  id: number;
  role: Role;
}

/** The roles an admin may give, on a new account or an edit. */
export const ADMIN_ASSIGNABLE_ROLES: readonly Role[] = ['student', 'admin'];

export const ROLE_RULE_MESSAGES = {
  superAdminTarget: 'Administrators cannot change or delete a super administrator account',
  grantSuperAdmin: 'Administrators cannot give the super_admin role',
  ownRole: 'You cannot change your own role',
  lastAdmin: 'The platform must keep at least one administrator: this is the last one',
} as const;

/** Whether an admin may edit, re-plan, reset or delete this account at all. */
export function canManageAccount(target: Pick<Person, 'role'>): boolean {
  return target.role !== 'super_admin';
}

/** The roles the admin's user dialog offers: their own role only when editing themselves. */
export function rolesOffered(actor: Person, target: Person | null): readonly Role[] {
  if (target && target.id === actor.id) return [target.role];
  return ADMIN_ASSIGNABLE_ROLES;
}
