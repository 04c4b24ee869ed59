import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../server/appRouter';
import { MAX_BATCH_SIZE } from '../../shared/transport';
import { revalidating } from './keptReads';

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
