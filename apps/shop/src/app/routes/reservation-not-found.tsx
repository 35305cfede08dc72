import { NotFoundPage } from '../../features/reservation/outcome/not-found-page.tsx';
import '../../styles/later-steps.scss';

/** Unknown reservation. */
export default function ReservationNotFoundRoute() {
  return <NotFoundPage />;
}
