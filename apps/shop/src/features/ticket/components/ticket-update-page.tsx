import type { EventDetails } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { ticketSlots } from '../../../components/ticket-slots.ts';
import { fullTicketQuery, ticketQuery, ticketQueryKey, type TicketRef } from '../api.ts';
import type { OwnerFormSlot } from '../../../components/ticket-owner-form-slot.ts';
import { TicketCard } from './ticket-card.tsx';
import { afterRelease, isOnlineTicket, walletOffer, type WalletConfiguration } from '../ticket-rules.ts';

interface TicketUpdatePageProps {
  ticketRef: TicketRef;
  event: EventDetails;
  wallet: WalletConfiguration | undefined;
  ownerForm: OwnerFormSlot;
}

/**
 * Where the holder (or the buyer, from the confirmation e-mail) assigns a ticket or changes its
 * holder: the ticket's card with its actions and its owner form, open while it is not assigned.
 * A ticket the server does not show leads home; a released one to the event page.
 */
export function TicketUpdatePage({ ticketRef, event, wallet, ownerForm }: TicketUpdatePageProps) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const full = useQuery(fullTicketQuery(ticketRef));
  const [slot] = full.data ? ticketSlots([full.data]) : [];
  // Its supplements come with the ticket's own view, which exists once it is assigned.
  const view = useQuery({ ...ticketQuery(ticketRef), enabled: slot?.ticket.assigned ?? false });
  const heading = t('show-ticket.header.title', [event.displayName]);
  useDocumentTitle(heading);
  if (full.isError) return <Navigate to={pageHref.home()} replace />;
  if (!slot) return <PageLoading />;

  const online = isOnlineTicket(event.format, slot.accessType);
  const { ticket } = slot;
  const reload = () => void queryClient.invalidateQueries({ queryKey: ticketQueryKey(ticketRef) });
  return (
    <section className="shop-ticket-page">
      <h1 tabIndex={-1}>{heading}</h1>
      {online && ticket.assigned ? (
        <p className="alert alert-info">
          {ticket.onlineEventStarted
            ? t('event.online.started')
            : t('event.online.not-started', [localized(ticket.formattedOnlineCheckInDate, lang)])}
        </p>
      ) : null}
      <TicketCard
        key={`${ticket.uuid}-${String(ticket.assigned)}`}
        as="section"
        eventShortName={ticketRef.eventShortName}
        slot={slot}
        online={online}
        offer={walletOffer(wallet, online)}
        languages={event.contentLanguages}
        lockEmailEdit={false}
        transferEnabled={event.assignmentConfiguration.enableTicketTransfer}
        items={view.data?.additionalServiceWithData ?? []}
        finalized
        showLink
        onChanged={reload}
        onReleased={() => {
          if (afterRelease('update-page', 0) === 'event-page') void navigate(pageHref.event(event.shortName));
        }}
        ownerForm={ownerForm}
      />
      <AlfioCredits />
    </section>
  );
}
