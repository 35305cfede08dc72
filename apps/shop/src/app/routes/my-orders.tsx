import { MyOrdersPage } from '../../features/account/components/my-orders-page.tsx';
import '../../styles/later-steps.scss';

/** The signed-in buyer's orders. */
export default function MyOrdersRoute() {
  return <MyOrdersPage />;
}
