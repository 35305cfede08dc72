import { offersCapability, subscriptionInvoiceCapability } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { infoQuery } from '../../features/info/api.ts';
import { DeferredPaymentPage } from '../../features/reservation/outcome/deferred-payment-page.tsx';
import '../../styles/later-steps.scss';

/** Confirmed with a deferred offline payment. */
export default function ReservationDeferredPaymentRoute() {
  const { data: info } = useQuery(infoQuery());
  return <DeferredPaymentPage subscriptionInvoice={offersCapability(info, subscriptionInvoiceCapability)} />;
}
