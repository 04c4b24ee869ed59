import { ChakraFrame } from '../../AppLayout';
import { useToasterHost } from '../../toasterHost';
import { usePaymentReturn } from './usePaymentReturn';

function HandleReturn() {
  usePaymentReturn();
  return null;
}

/** For the plain-CSS dashboard: handles Stripe's return once the toaster that announces its outcome is up. */
export default function PaymentReturn() {
  const { ready } = useToasterHost();
  return <ChakraFrame>{ready && <HandleReturn />}</ChakraFrame>;
}
