import { fullName, type AnalyticsUser } from './labels';

export type SortKey = 'name' | 'logins' | 'lastLogin' | 'avgScore';
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}
export const DEFAULT_SORT: Sort = { key: 'name', dir: 'asc' };

/** The same column again flips the direction; a new column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}

/** Email, username or full name, case-insensitive (SPEC §2). */
export function matchesSearch(u: AnalyticsUser, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [u.email, u.username, fullName(u)].some((field) => field.toLowerCase().includes(q));
}

/** Name sorts by full name, or username for an account without one. */
export function sortName(u: AnalyticsUser): string {
  return fullName(u) || u.username;
}

function compare(a: AnalyticsUser, b: AnalyticsUser, key: SortKey): number {
  switch (key) {
    case 'name':
      return sortName(a).localeCompare(sortName(b), undefined, { sensitivity: 'base' });
    case 'logins':
      return a.loginCount - b.loginCount;
    case 'lastLogin':
      // Never signed in sorts before the oldest sign-in.
      return (a.lastLoginAt ? new Date(a.lastLoginAt).getTime() : -Infinity) - (b.lastLoginAt ? new Date(b.lastLoginAt).getTime() : -Infinity) || 0;
    case 'avgScore':
      return a.averageScore - b.averageScore;
  }
}

export function sortUsers(users: AnalyticsUser[], sort: Sort): AnalyticsUser[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => sign * compare(a, b, sort.key) || a.id - b.id);
}
