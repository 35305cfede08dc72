import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { catalogueFilters } from '../../features/catalogue/api.ts';
import { catalogueSettings } from '../../features/catalogue/catalogue-rules.ts';
import { SubscriptionListPage } from '../../features/catalogue/components/subscription-list-page.tsx';
import { infoQuery } from '../../features/info/api.ts';

/** All subscriptions, also organizer-scoped. */
export default function SubscriptionListRoute() {
  const { organizerSlug } = useParams();
  const [search] = useSearchParams();
  const filters = useMemo(() => catalogueFilters(organizerSlug, search), [organizerSlug, search]);
  const info = useQuery(infoQuery());
  return <SubscriptionListPage filters={filters} settings={info.isPending ? null : catalogueSettings(info.data)} />;
}
