import type { InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * Marks what a write changed as stale and reads it again, even a query still on its first read. TanStack's
 * invalidateQueries restarts a refetch of data it holds, but a read with no data yet (a list just filtered anew)
 * keeps its request, and that request may have left before the write: the answer would come back without the change
 * and stay (the admin's deleted question stayed listed, issue #33's CI run). Cancelling first makes every matching
 * read start after the write.
 */
export async function refreshQueries(queryClient: QueryClient, filters: InvalidateQueryFilters): Promise<void> {
  await queryClient.cancelQueries(filters);
  await queryClient.invalidateQueries(filters);
}
