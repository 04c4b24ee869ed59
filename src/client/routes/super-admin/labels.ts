import type { RouterOutput } from '../../lib/types';

export type AnalyticsUser = RouterOutput['superAdmin']['userPage']['items'][number];

const ROLES: Record<string, string> = { student: 'Student', admin: 'Admin', super_admin: 'Super Admin' };
export function roleLabel(role: string): string {
  return ROLES[role] ?? role;
}

const PLANS: Record<string, string> = { free: 'Free', pro: 'Pro', premium: 'Premium' };
/** Empty counts as free; any other value is shown raw (SPEC §3). */
export function subscriptionLabel(status: string | null | undefined): string {
  const s = status || 'free';
  return PLANS[s] ?? s;
}

export function fullName(u: Pick<AnalyticsUser, 'firstName' | 'lastName'>): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

/** Time spent is stored in seconds, or not at all (the spec's topic quizzes never sent it). */
export function minutesLabel(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  if (seconds < 60) return '< 1 min';
  return `${Math.round(seconds / 60)} min`;
}
