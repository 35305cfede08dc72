import { ProcessingPaymentPage } from '../../features/reservation/outcome/processing-payment-page.tsx';

/** Payment being processed by the provider. */
export default function ReservationProcessingPaymentRoute() {
  return <ProcessingPaymentPage />;
}
