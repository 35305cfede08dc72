import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { organizerHomePath } from '../../features/catalogue/organizer-origin.ts';
import { subscriptionQuery } from '../../features/subscription/api.ts';
import { SubscriptionDetail } from '../../features/subscription/components/subscription-detail.tsx';

/** Subscription detail; its scope has loaded the subscription already. */
export default function SubscriptionRoute() {
  const { id = '' } = useParams();
  const { state } = useLocation();
  const { data: subscription } = useQuery(subscriptionQuery(id));
  if (!subscription) return <PageLoading />;
  return <SubscriptionDetail id={id} subscription={subscription} backTo={organizerHomePath(state)} />;
}
