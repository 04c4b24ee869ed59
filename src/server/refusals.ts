import { TRPCError } from '@trpc/server';
import { DomainError } from './lib/domainError';

/**
 * The one mapping from a service's refusal to the transport's error. tRPC's procedures (trpc.ts) and the routes that
 * call a service without tRPC (Stripe's webhook, one-click unsubscribe, via rest.ts's errorResponse) all pass through
 * it, so a refusal has the same status and words everywhere. Anything else is returned as it came.
 */
export function toTransportError(err: unknown): unknown {
  if (!(err instanceof DomainError)) return err;
  // The refusal's own cause (a WaitRequired, a provider's error) is what the formatter and the log read.
  return new TRPCError({ code: err.code, message: err.message, cause: err.cause ?? err });
}
