import type { UserSortKey } from '../../lib/types';

export type SortKey = UserSortKey;
export interface Sort {
  key: SortKey;
  dir: 'asc' | 'desc';
}
export const DEFAULT_SORT: Sort = { key: 'name', dir: 'asc' };
export const PAGE_SIZE = 25;

/** The same column again flips the direction; a new column starts ascending. */
export function nextSort(current: Sort, key: SortKey): Sort {
  return current.key === key ? { key, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: 'asc' };
}
