import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

let pending: Promise<Stripe | null> | null = null;

/**
 * Stripe.js, loaded from Stripe's host the first time a payment form is shown and shared afterwards
 * (Stripe asks for one instance per page). The `pure` entry point does not inject the script on import.
 * A failed load is forgotten so the next attempt can retry; it resolves to null rather than rejecting.
 */
export function getStripe(publishableKey: string): Promise<Stripe | null> {
  if (!pending) {
    pending = loadStripe(publishableKey).catch((err: unknown) => {
      console.error('Stripe.js could not be loaded', err);
      pending = null;
      return null;
    });
  }
  return pending;
}
