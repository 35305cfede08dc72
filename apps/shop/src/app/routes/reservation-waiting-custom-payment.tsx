import { WaitingCustomPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';

/** Waiting for a custom offline payment. */
export default function ReservationWaitingCustomPaymentRoute() {
  return <WaitingCustomPaymentPage />;
}
