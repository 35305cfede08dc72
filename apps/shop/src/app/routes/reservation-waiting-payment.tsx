import { WaitingPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';

/** Waiting for an offline payment (bank transfer). */
export default function ReservationWaitingPaymentRoute() {
  return <WaitingPaymentPage />;
}
