import { offersCapability, subscriptionInvoiceCapability } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { infoQuery } from '../../features/info/api.ts';
import { WaitingCustomPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';
import '../../styles/later-steps.scss';

/** Waiting for a custom offline payment. */
export default function ReservationWaitingCustomPaymentRoute() {
  const { data: info } = useQuery(infoQuery());
  return <WaitingCustomPaymentPage subscriptionInvoice={offersCapability(info, subscriptionInvoiceCapability)} />;
}
