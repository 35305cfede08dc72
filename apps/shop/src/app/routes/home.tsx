import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { catalogueFilters } from '../../features/catalogue/api.ts';
import { catalogueSettings } from '../../features/catalogue/catalogue-rules.ts';
import { HomeList } from '../../features/catalogue/components/home-list.tsx';
import { infoQuery } from '../../features/info/api.ts';

/** Home list, also organizer-scoped (`/o/:organizerSlug`). */
export default function HomeRoute() {
  const { organizerSlug } = useParams();
  const [search] = useSearchParams();
  const filters = useMemo(() => catalogueFilters(organizerSlug, search), [organizerSlug, search]);
  const info = useQuery(infoQuery());
  return <HomeList filters={filters} settings={info.isPending ? null : catalogueSettings(info.data)} />;
}
