import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { keepTicketOffline } from '../../../lib/offline-ticket.ts';
import { ticketQuery, type TicketRef } from '../api.ts';
import type { WalletOffer } from '../ticket-rules.ts';
import { TicketView } from './ticket-view.tsx';

interface TicketViewPageProps {
  ticketRef: TicketRef;
  /** The event's name, for the heading. */
  title: string;
  offer: WalletOffer;
  /**
   * The buyer's cancellation of this paid ticket, where the server offers it; the route fills it
   * from the payment feature, which calls `onCancelled` once the ticket is cancelled.
   */
  paidCancellation?: (ticketRef: TicketRef, onCancelled: () => void) => ReactNode;
}

/** A ticket's page; one the server does not show (unknown, unassigned, order not complete) leads home. */
export function TicketViewPage({ ticketRef, title, offer, paidCancellation }: TicketViewPageProps) {
  const { t } = useTranslation();
  const ticket = useQuery(ticketQuery(ticketRef));
  // A ticket cancelled here is no longer shown as one to enter with.
  const [cancelled, setCancelled] = useState(false);
  const heading = t('show-ticket.header.title', [title]);
  useDocumentTitle(heading);
  // Once the server has shown the ticket, the phone keeps it for the door, network or not.
  const shown = ticket.data !== undefined;
  useEffect(() => {
    if (shown) void keepTicketOffline();
  }, [shown, ticketRef.eventShortName, ticketRef.ticketUuid]);
  if (ticket.isError) return <Navigate to={pageHref.home()} replace />;
  if (!ticket.data) return <PageLoading />;
  return (
    <section className="shop-ticket-page">
      <h1 tabIndex={-1}>{heading}</h1>
      {cancelled ? null : <TicketView ticketRef={ticketRef} ticket={ticket.data} offer={offer} />}
      {paidCancellation?.(ticketRef, () => setCancelled(true))}
      <AlfioCredits />
    </section>
  );
}
