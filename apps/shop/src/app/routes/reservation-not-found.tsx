import { NotFoundPage } from '../../features/reservation/outcome/not-found-page.tsx';

/** Unknown reservation. */
export default function ReservationNotFoundRoute() {
  return <NotFoundPage />;
}
