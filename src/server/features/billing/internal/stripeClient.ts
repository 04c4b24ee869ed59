import Stripe from 'stripe';
import { stripeConfigured, type Config } from '../../../config';
import { DomainError } from '../../../lib/domainError';

/** The Stripe SDK as billing uses it: one client per configuration, and its failures as messages a user can act on. */

/** The Stripe API version this code was written against; pinned so Stripe cannot change shapes under us. */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

const clients = new WeakMap<Config, Stripe>();

/** The SDK client for this configuration; STRIPE_API_BASE points it at another Stripe-compatible server. */
export function stripeClient(config: Config): Stripe | null {
  if (!stripeConfigured(config)) return null;
  let client = clients.get(config);
  if (!client) {
    const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY!, {
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

export function requireStripe(config: Config): Stripe {
  const client = stripeClient(config);
  if (!client) {
    throw new DomainError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Payments are not configured on this server yet. Please contact support.',
    });
  }
  return client;
}

/** A Stripe failure as a message the user can act on; the details go to the log. */
export function stripeFailure(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const message = err instanceof Stripe.errors.StripeError ? err.message : 'The payment provider could not be reached.';
  return new DomainError({ code: 'SERVICE_UNAVAILABLE', message: `Payment setup failed: ${message}`, cause: err });
}
