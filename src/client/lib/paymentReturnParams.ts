/** The query parameters Stripe appends to return_url after a redirect (e.g. 3-D Secure). */
export const STRIPE_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** Whether the address is Stripe sending the user back after a redirect. Plain, so the dashboard can ask
 * without loading the toaster (Chakra) that handling the return needs. */
export function isPaymentReturn(params: URLSearchParams): boolean {
  return params.has('payment_intent') || params.get('redirect_status') === 'succeeded';
}
