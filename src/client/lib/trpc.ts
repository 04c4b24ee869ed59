import { QueryClient } from '@tanstack/react-query';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/appRouter';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** SPEC §7: data is never stale, not refetched on focus, not polled, and nothing is retried. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
