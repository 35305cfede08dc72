import { ProcessingPaymentPage } from '../../features/reservation/outcome/processing-payment-page.tsx';
import '../../styles/later-steps.scss';

/** Payment being processed by the provider. */
export default function ReservationProcessingPaymentRoute() {
  return <ProcessingPaymentPage />;
}
