import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { liveAvailabilityCapability, reservationLinkRecoveryCapability } from '@shop/contract/routes';
import { eventQuery } from '../../features/event-page/api.ts';
import { EventPage } from '../../features/event-page/components/event-page.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { WaitingListForm } from '../../features/waiting-list/components/waiting-list-form.tsx';

// Below the tickets and closed until asked for: not on the first screen's path.
const LinkRecovery = lazy(async () => ({
  default: (await import('../../features/link-recovery/components/link-recovery.tsx')).LinkRecovery,
}));

/**
 * Event page with the ticket selection, the waiting list when the server opens it, and the
 * request for lost reservation links when the server offers it.
 */
export default function EventRoute() {
  const { eventShortName = '' } = useParams();
  const { data: event } = useQuery(eventQuery(eventShortName));
  const { data: info } = useQuery(infoQuery());
  if (!event) return <PageLoading />;
  const linkRecovery = info?.capabilities?.includes(reservationLinkRecoveryCapability) ?? false;
  const liveAvailability = info?.capabilities?.includes(liveAvailabilityCapability) ?? false;
  return (
    <>
      <EventPage
        event={event}
        liveAvailability={liveAvailability}
        waitingList={({ preSales, categories }) => (
          <WaitingListForm
            eventName={event.shortName}
            preSales={preSales}
            languages={event.contentLanguages}
            categories={categories}
            termsUrl={event.termsAndConditionsUrl}
            privacyUrl={event.privacyPolicyUrl}
          />
        )}
      />
      {linkRecovery ? (
        <Suspense fallback={null}>
          <LinkRecovery eventName={event.shortName} />
        </Suspense>
      ) : null}
    </>
  );
}
