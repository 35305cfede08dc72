import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import {
  fairQueueCapability,
  liveAvailabilityCapability,
  offersCapability,
  reservationLinkRecoveryCapability,
} from '@shop/contract/routes';
import { eventQuery } from '../../features/event-page/api.ts';
import { EventPage } from '../../features/event-page/components/event-page.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { LinkRecovery } from '../../features/link-recovery/components/link-recovery.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { preloadReservationStep } from '../lazy-routes.ts';

// Shown only when the server opens the list (sold out, or before sales), below the tickets.
const WaitingListForm = lazy(async () => ({
  default: (await import('../../features/waiting-list/components/waiting-list-form.tsx')).WaitingListForm,
}));

// Only for an event with the queue on, so not on every event page's first screen.
const QueueGate = lazy(async () => ({
  default: (await import('../../features/queue/components/queue-gate.tsx')).QueueGate,
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
  const { lang } = useTranslation();
  usePreloadBookingOnIntent(lang);
  if (!event) return <PageLoading />;
  const linkRecovery = offersCapability(info, reservationLinkRecoveryCapability);
  const queue = event.queueEnabled === true && offersCapability(info, fairQueueCapability);
  const liveAvailability = offersCapability(info, liveAvailabilityCapability);
  return (
    <>
      <EventPage
        event={event}
        ticketGate={
          queue
            ? (tickets) => (
                <Suspense fallback={<PageLoading />}>
                  <QueueGate eventName={event.shortName}>{tickets}</QueueGate>
                </Suspense>
              )
            : undefined
        }
        liveAvailability={liveAvailability}
        waitingList={({ preSales, categories }) => (
          <Suspense fallback={null}>
            <WaitingListForm
              eventName={event.shortName}
              preSales={preSales}
              languages={event.contentLanguages}
              categories={categories}
              termsUrl={event.termsAndConditionsUrl}
              privacyUrl={event.privacyPolicyUrl}
            />
          </Suspense>
        )}
      />
      {linkRecovery ? <LinkRecovery eventName={event.shortName} /> : null}
    </>
  );
}

/**
 * A buyer who picks a quantity (or changes any other field) is on the way to the booking step:
 * its code starts loading then, so that Continue finds it, without weighing on the first screen.
 */
function usePreloadBookingOnIntent(lang: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const preload = () => void preloadReservationStep('book', queryClient, lang);
    document.addEventListener('change', preload, { once: true });
    return () => document.removeEventListener('change', preload);
  }, [queryClient, lang]);
}
