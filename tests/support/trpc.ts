// The typed tRPC client over HTTP, as the browser uses it, for tests that hold both surfaces to one rule.
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/appRouter';

export function trpcAt(base: string, token?: string) {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: `${base}/trpc`, transformer: superjson, headers: () => (token ? { authorization: `Bearer ${token}` } : {}) })],
  });
}

/** A call's HTTP status and message when it fails; throws if it succeeds. */
export async function trpcFailure(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof TRPCClientError) return { status: (err.data as { httpStatus: number }).httpStatus, message: err.message };
    throw err;
  }
  throw new Error('expected the call to fail, and it succeeded');
}
