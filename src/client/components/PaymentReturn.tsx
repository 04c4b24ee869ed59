import { usePaymentReturn } from '../lib/usePaymentReturn';

/** For the dashboard: handles Stripe's return (the layout's toaster announces the outcome). */
export default function PaymentReturn() {
  usePaymentReturn();
  return null;
}
