import { TRPCError } from '@trpc/server';
import { isStorageFault, STORAGE_UNAVAILABLE_MESSAGE } from './db';
import { DomainError } from './lib/domainError';

/**
 * The one mapping from a service's refusal to the transport's error. tRPC's procedures (trpc.ts) and the routes that
 * call a service without tRPC (Stripe's webhook, one-click unsubscribe, via rest.ts's errorResponse) all pass through
 * it, so a refusal has the same status and words everywhere. Anything else is returned as it came.
 */
export function toTransportError(err: unknown): unknown {
  if (!(err instanceof DomainError)) return err;
  // A refusal wrapping a full or read-only disk (billing wraps whatever its flow threw) is that passing outage, 503
  // with the storage message, whatever the service called it.
  if (isStorageFault(err.cause)) {
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: STORAGE_UNAVAILABLE_MESSAGE, cause: err.cause });
  }
  // The refusal's own cause (a WaitRequired, a provider's error) is what the formatter and the log read.
  return new TRPCError({ code: err.code, message: err.message, cause: err.cause ?? err });
}
