import { ErrorPage } from '../../features/reservation/outcome/error-page.tsx';
import '../../styles/later-steps.scss';

/** Reservation in a state the buyer cannot act on. */
export default function ReservationErrorRoute() {
  return <ErrorPage />;
}
