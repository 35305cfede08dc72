import { DeferredPaymentPage } from '../../features/reservation/outcome/deferred-payment-page.tsx';
import '../../styles/later-steps.scss';

/** Confirmed with a deferred offline payment. */
export default function ReservationDeferredPaymentRoute() {
  return <DeferredPaymentPage />;
}
