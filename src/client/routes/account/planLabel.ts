import type { PublicUser } from '../../lib/types';
import { PLANS } from '../../../shared/plans';

type PlanUser = Pick<PublicUser, 'role' | 'subscriptionStatus' | 'subscriptionPlan'>;

/** `pro` comes from a paid subscription, `premium` from an admin upgrade; both are paid (DECISIONS). */
export function hasPaidStatus(user: PlanUser): boolean {
  return user.subscriptionStatus === 'pro' || user.subscriptionStatus === 'premium';
}

export function hasRoleAccess(user: PlanUser): boolean {
  return user.role === 'admin' || user.role === 'super_admin';
}

/** "Monthly Pro", "Annual Pro", "Pro" (paid without a known plan, or by role), "Free Plan", or an unknown status as stored (SPEC §3). */
export function planLabel(user: PlanUser): string {
  const status = user.subscriptionStatus || 'free';
  if (hasPaidStatus(user)) {
    if (user.subscriptionPlan === 'monthly') return PLANS.monthly.name;
    if (user.subscriptionPlan === 'yearly') return PLANS.yearly.name;
    return 'Pro';
  }
  if (hasRoleAccess(user)) return 'Pro';
  if (status === 'free') return 'Free Plan';
  return status;
}
