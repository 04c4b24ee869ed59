// The shapes the REST surface answers with, for tests that read fields of a response body. Each /api path is a
// call of a tRPC procedure (src/server/rest.ts), so its body is that procedure's output as JSON carries it.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src/server/appRouter';

/** What JSON.stringify makes of a value: Dates arrive as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

type Outputs = inferRouterOutputs<AppRouter>;

/** A procedure's output as the REST path answers it, e.g. `Out['learner']['createTest']`. */
export type Out = { [R in keyof Outputs]: { [P in keyof Outputs[R]]: Wire<Outputs[R][P]> } };

/** The body of every refused REST call. */
export interface ErrorBody {
  message: string;
}

/** One answer of tRPC's HTTP wire format with the superjson transformer: `json` holds the value, `meta` its types. */
export interface TrpcEnvelope<T> {
  result?: { data?: { json?: T; meta?: { values?: Record<string, unknown> } } };
  error?: { json?: { message: string; code: number; data: { code: string; httpStatus: number; path?: string } } };
}
