import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/appRouter';
import { MAX_BATCH_SIZE } from '../../shared/transport';

export const TOKEN_KEY = 'auth_token';

type ReachabilityListener = (reached: boolean) => void;
let onReachability: ReachabilityListener = () => undefined;

/**
 * Tells `listener` after every call whether the server answered at all. The offline state (offline/status.ts)
 * listens; the app wires it at start-up so this client does not depend on the offline feature.
 */
export function observeReachability(listener: ReachabilityListener) {
  onReachability = listener;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Every call tells the offline state whether the server answered at all (see observeReachability). */
async function reachableFetch(url: URL | RequestInfo, init?: RequestInit) {
  try {
    const res = await fetch(url, init);
    onReachability(true);
    return res;
  } catch (err) {
    if (!init?.signal?.aborted) onReachability(false);
    throw err;
  }
}

function authHeaders(): Record<string, string> {
  const token = readToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** The typed client. The shell (session, landing) calls it directly so the landing page does not load
 * TanStack Query; screens reach it through `useTRPC()` (lib/trpc.ts). */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Live views stream over server-sent events; EventSource cannot send headers, so the token
      // travels as a connection parameter.
      true: httpSubscriptionLink({ url: '/trpc', transformer: superjson, connectionParams: () => ({ token: readToken() ?? '' }) }),
      // Reads share one request per tick; each write travels alone. On SQLite, procedures of one batch run
      // interleaved on the single connection, so a write batched beside another's transaction could share its fate
      // (docs/decisions/047-sqlite-transactions-immediate-queued-nested.md).
      false: splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink({ url: '/trpc', transformer: superjson, fetch: reachableFetch, headers: authHeaders }),
        false: httpBatchLink({
          url: '/trpc',
          transformer: superjson,
          maxItems: MAX_BATCH_SIZE,
          fetch: reachableFetch,
          headers: authHeaders,
        }),
      }),
    }),
  ],
});
