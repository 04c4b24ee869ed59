import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/appRouter';
import { MAX_BATCH_SIZE } from '../../shared/transport';
import { revalidating } from './keptReads';
import { reachableFetch } from './reachability';
import { readToken } from './token';

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The typed client. The session loads it with its first call (app/SessionProvider.tsx), so an anonymous visit to
 * the landing page loads neither it nor TanStack Query; screens reach it through `useTRPC()` (lib/trpc.ts). */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Live views stream over server-sent events; EventSource cannot send headers, so the token
      // travels as a connection parameter.
      true: httpSubscriptionLink({ url: '/trpc', transformer: superjson, connectionParams: () => ({ token: readToken() ?? '' }) }),
      // Calls share one request per tick, writes too: the server runs a batch's mutations one after another, each
      // its own transaction (src/server/mutationsInTurn.ts), and a SQLite transaction body that awaited anything but
      // the database would fail in tests (src/server/db.ts, transaction()).
      false: httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        maxItems: MAX_BATCH_SIZE,
        // A read asked again is answered 304 while unchanged (keptReads.ts).
        fetch: revalidating(reachableFetch),
        headers: authHeaders,
      }),
    }),
  ],
});
