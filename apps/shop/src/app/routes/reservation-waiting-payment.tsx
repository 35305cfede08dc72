import { offersCapability, subscriptionInvoiceCapability } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { infoQuery } from '../../features/info/api.ts';
import { WaitingPaymentPage } from '../../features/reservation/outcome/waiting-payment-pages.tsx';
import '../../styles/later-steps.scss';

/** Waiting for an offline payment (bank transfer). */
export default function ReservationWaitingPaymentRoute() {
  const { data: info } = useQuery(infoQuery());
  return <WaitingPaymentPage subscriptionInvoice={offersCapability(info, subscriptionInvoiceCapability)} />;
}
