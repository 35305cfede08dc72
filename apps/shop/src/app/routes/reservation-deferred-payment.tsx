import { DeferredPaymentPage } from '../../features/reservation/outcome/deferred-payment-page.tsx';

/** Confirmed with a deferred offline payment. */
export default function ReservationDeferredPaymentRoute() {
  return <DeferredPaymentPage />;
}
