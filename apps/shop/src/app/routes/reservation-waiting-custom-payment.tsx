import { WaitingCustomPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';
import '../../styles/later-steps.scss';

/** Waiting for a custom offline payment. */
export default function ReservationWaitingCustomPaymentRoute() {
  return <WaitingCustomPaymentPage />;
}
