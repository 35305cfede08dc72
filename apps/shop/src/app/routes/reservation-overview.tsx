import { PaymentSection } from '../../features/payment/components/payment-section.tsx';
import { OverviewPage } from '../../features/reservation/overview/overview-page.tsx';
import { useReservationScope } from '../../features/reservation/reservation-scope.tsx';
import '../../styles/later-steps.scss';

/** Overview and payment (step 3): the reservation's overview with the payment part plugged in. */
export default function ReservationOverviewRoute() {
  const { purchaseContext } = useReservationScope();
  return (
    <OverviewPage
      payment={(args) => (
        <PaymentSection
          {...args}
          captchaConfiguration={purchaseContext.captchaConfiguration}
          currency={purchaseContext.currency}
        />
      )}
    />
  );
}
