import type { OrganizationSettingsRequest } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export const organizationQuery = () =>
  queryOptions({
    queryKey: ['getOrganizationSettings'],
    queryFn: ({ signal }) => request('getOrganizationSettings', { signal }),
  });

export const saveOrganization = (body: OrganizationSettingsRequest) => request('updateOrganizationSettings', { body });
