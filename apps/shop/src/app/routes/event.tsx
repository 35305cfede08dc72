import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { fairQueueCapability, reservationLinkRecoveryCapability } from '@shop/contract/routes';
import { eventQuery } from '../../features/event-page/api.ts';
import { EventPage } from '../../features/event-page/components/event-page.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { QueueGate } from '../../features/queue/components/queue-gate.tsx';
import { WaitingListForm } from '../../features/waiting-list/components/waiting-list-form.tsx';

// Below the tickets and closed until asked for: not on the first screen's path.
const LinkRecovery = lazy(async () => ({
  default: (await import('../../features/link-recovery/components/link-recovery.tsx')).LinkRecovery,
}));

/**
 * Event page with the ticket selection (behind the fair queue's waiting room when the server
 * offers it and the event has it on), the waiting list when the server opens it, and the request
 * for lost reservation links when the server offers it.
 */
export default function EventRoute() {
  const { eventShortName = '' } = useParams();
  const { data: event } = useQuery(eventQuery(eventShortName));
  const { data: info } = useQuery(infoQuery());
  if (!event) return <PageLoading />;
  const linkRecovery = info?.capabilities?.includes(reservationLinkRecoveryCapability) ?? false;
  const queue = event.queueEnabled === true && (info?.capabilities?.includes(fairQueueCapability) ?? false);
  return (
    <>
      <EventPage
        event={event}
        ticketGate={queue ? (tickets) => <QueueGate eventName={event.shortName}>{tickets}</QueueGate> : undefined}
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
