import { WaitingPage } from './waiting-page.tsx';
import { BankTransferInstructions } from './bank-transfer-instructions.tsx';
import { CustomPaymentInstructions } from './custom-payment-instructions.tsx';
import { useReservationScope } from '../reservation-scope.tsx';

interface InvoiceOffer {
  /** The server serves a subscription's invoice (it lists `subscriptionInvoiceCapability`). */
  subscriptionInvoice: boolean;
}

/** Waiting for a bank transfer: the account, the amount and the reference to quote. */
export function WaitingPaymentPage({ subscriptionInvoice }: InvoiceOffer) {
  const { purchaseContext } = useReservationScope();
  return (
    <WaitingPage
      subscriptionInvoice={subscriptionInvoice}
      instructions={(reservation) => <BankTransferInstructions reservation={reservation} context={purchaseContext} />}
    />
  );
}

/** Waiting for a payment by the organizer's own method: its instructions. */
export function WaitingCustomPaymentPage({ subscriptionInvoice }: InvoiceOffer) {
  const { reservationId } = useReservationScope();
  return (
    <WaitingPage
      subscriptionInvoice={subscriptionInvoice}
      instructions={() => <CustomPaymentInstructions reservationId={reservationId} />}
    />
  );
}
