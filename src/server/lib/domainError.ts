/**
 * How a service refuses: a kind of refusal and a message for the person, nothing of the transport. The services run
 * under tRPC, the REST route table, scripts and jobs alike; one mapping at the edge (trpc.ts, publicProcedure) turns
 * a DomainError into the tRPC error whose code gives the HTTP status. The kinds borrow HTTP's well-known names so the
 * mapping stays one line and a reader knows each at sight.
 */
export type RefusalKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export class DomainError extends Error {
  readonly code: RefusalKind;

  constructor(opts: { code: RefusalKind; message: string; cause?: unknown }) {
    super(opts.message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'DomainError';
    this.code = opts.code;
  }
}
