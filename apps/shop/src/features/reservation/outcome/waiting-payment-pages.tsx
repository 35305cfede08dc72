import { WaitingPage } from './waiting-page.tsx';
import { BankTransferInstructions } from './bank-transfer-instructions.tsx';
import { CustomPaymentInstructions } from './custom-payment-instructions.tsx';
import { useReservationScope } from '../reservation-scope.tsx';

/** Waiting for a bank transfer: the account, the amount and the reference to quote. */
export function WaitingPaymentPage() {
  const { purchaseContext } = useReservationScope();
  return (
    <WaitingPage
      instructions={(reservation) => <BankTransferInstructions reservation={reservation} context={purchaseContext} />}
    />
  );
}

/** Waiting for a payment by the organizer's own method: its instructions. */
export function WaitingCustomPaymentPage() {
  const { reservationId } = useReservationScope();
  return <WaitingPage instructions={() => <CustomPaymentInstructions reservationId={reservationId} />} />;
}
