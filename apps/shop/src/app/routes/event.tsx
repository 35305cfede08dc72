import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { eventQuery } from '../../features/event-page/api.ts';
import { EventPage } from '../../features/event-page/components/event-page.tsx';
import { WaitingListForm } from '../../features/waiting-list/components/waiting-list-form.tsx';

/** Event page with the ticket selection, and the waiting list when the server opens it. */
export default function EventRoute() {
  const { eventShortName = '' } = useParams();
  const { data: event } = useQuery(eventQuery(eventShortName));
  if (!event) return <PageLoading />;
  return (
    <EventPage
      event={event}
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
  );
}
