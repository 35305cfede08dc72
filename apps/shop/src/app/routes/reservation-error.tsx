import { ErrorPage } from '../../features/reservation/outcome/error-page.tsx';

/** Reservation in a state the buyer cannot act on. */
export default function ReservationErrorRoute() {
  return <ErrorPage />;
}
