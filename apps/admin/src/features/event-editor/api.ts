import type { ConfigurationValues, EventCreationRequest, OrganizerError } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../lib/api-client.ts';

/** The event as the editor loads it: alf.io's `stats` answer, its header and its categories. */
export { eventStatsQuery as editedEventQuery } from '../../lib/organizer-queries.ts';

/** Creates the event (a draft) or changes it; answers its slug. */
export const saveEvent = ({ slug, body }: { slug: string | null; body: EventCreationRequest }) =>
  slug === null
    ? request('createOrganizerEvent', { body })
    : request('updateOrganizerEvent', { params: { slug }, body });

/** What the editor shows beyond `stats`: fields, services, codes and which settings are set. */
export const eventSetupQuery = (slug: string) =>
  queryOptions({
    queryKey: ['organizerEventSetup', slug],
    queryFn: ({ signal }) => request('organizerEventSetup', { params: { slug }, signal }),
  });

/** Sets the event's own payment settings in its organization; a blank value removes the event's. */
export const saveEventSecrets = ({
  slug,
  organizationId,
  body,
}: {
  slug: string;
  organizationId: number;
  body: ConfigurationValues;
}) =>
  request('savePurchaseContextConfiguration', {
    params: { organizationId, purchaseContextType: 'event', publicIdentifier: slug },
    body,
  });

/** PUBLIC puts the event on sale, DRAFT takes it off. */
export const setEventOnSale = ({ slug, active }: { slug: string; active: boolean }) =>
  request('setOrganizerEventStatus', { params: { slug }, body: { active } });

/** alf.io's list of refused fields when the server answered one, else null. */
export function refusedFields(error: unknown): OrganizerError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.body)) return null;
  // Checked by hand: the contract's schemas would bring their library into the back office's bundle.
  const list = error.body as unknown[];
  const wellFormed = list.every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as OrganizerError).fieldName === 'string' &&
      typeof (entry as OrganizerError).code === 'string',
  );
  return wellFormed ? (list as OrganizerError[]) : null;
}
