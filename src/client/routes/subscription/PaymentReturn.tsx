import { useEffect, useState } from 'react';
import { ChakraFrame } from '../../AppLayout';
import { usePaymentReturn } from './usePaymentReturn';

function HandleReturn() {
  usePaymentReturn();
  return null;
}

/** For the plain-CSS dashboard: handles Stripe's return, with the toaster its outcome is announced in. */
export default function PaymentReturn() {
  // The toaster mounts with this frame, and a toast created before it has been painted once is never shown
  // (seen with the failed-payment toast, which comes at once: in the same commit or the next one it was lost).
  const [listening, setListening] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setListening(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <ChakraFrame>{listening && <HandleReturn />}</ChakraFrame>;
}
