import { WaitingPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';
import '../../styles/later-steps.scss';

/** Waiting for an offline payment (bank transfer). */
export default function ReservationWaitingPaymentRoute() {
  return <WaitingPaymentPage />;
}
