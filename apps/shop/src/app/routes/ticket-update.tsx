import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { eventQuery } from '../../features/event-page/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import { TicketOwnerForm } from '../../features/reservation/booking/components/ticket-owner-form.tsx';
import { TicketUpdatePage } from '../../features/ticket/components/ticket-update-page.tsx';
import '../../styles/later-steps.scss';

/**
 * Assign a ticket or change its holder, with the booking step's attendee card as the owner form;
 * the confirmation e-mail links here for tickets not assigned yet.
 */
export default function TicketUpdateRoute() {
  const { eventShortName = '', ticketId = '' } = useParams();
  const { data: info } = useQuery(infoQuery());
  const { data: event } = useQuery(eventQuery(eventShortName));
  if (!event) return <PageLoading />;
  return (
    <TicketUpdatePage
      key={ticketId}
      ticketRef={{ eventShortName, ticketUuid: ticketId }}
      event={event}
      wallet={info?.walletConfiguration}
      ownerForm={TicketOwnerForm}
    />
  );
}
