// The typed tRPC client over HTTP, as the browser uses it, for tests that hold both surfaces to one rule.
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/appRouter';
import type { Out, TrpcEnvelope } from './rest-types';

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

/** Every procedure's path on the wire, e.g. `learner.topicQuestions`. */
export type ProcedurePath = { [R in Extract<keyof Out, string>]: `${R}.${Extract<keyof Out[R], string>}` }[Extract<keyof Out, string>];

/** A procedure's output as its envelope's `json` carries it (Dates as ISO strings: nothing is deserialized). */
export type WireOutput<P extends ProcedurePath> = P extends `${infer R extends Extract<keyof Out, string>}.${infer Q}`
  ? Q extends keyof Out[R]
    ? Out[R][Q]
    : never
  : never;

/** One unbatched call as the server answered it: the HTTP status, the envelope's value or its error, the headers. */
export interface TrpcAnswer<T> {
  status: number;
  data: T | undefined;
  error: NonNullable<TrpcEnvelope<T>['error']>['json'];
  headers: Headers;
}

/**
 * One procedure over HTTP with the superjson envelope built here, for tests of the wire itself (status codes,
 * headers, what an invalid input is answered) that the typed client (trpcAt) would hide. POST by default (a mutation);
 * GET puts the input in the query string.
 */
export function trpcHttp(base: string) {
  return async function call<P extends ProcedurePath>(
    path: P,
    opts: { token?: string; input?: unknown; method?: 'GET' | 'POST' } = {},
  ): Promise<TrpcAnswer<WireOutput<P>>> {
    const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
    const envelope = opts.input === undefined ? undefined : JSON.stringify({ json: opts.input });
    let url = `${base}/trpc/${path}`;
    let body: string | undefined;
    if (opts.method === 'GET') {
      if (envelope !== undefined) url += `?input=${encodeURIComponent(envelope)}`;
    } else {
      headers['content-type'] = 'application/json';
      body = envelope;
    }
    const res = await fetch(url, { method: opts.method ?? 'POST', headers, body });
    const json = (await res.json()) as TrpcEnvelope<WireOutput<P>>;
    return { status: res.status, data: json.result?.data?.json, error: json.error?.json, headers: res.headers };
  };
}
