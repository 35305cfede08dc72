import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ticketQuery, type TicketRef } from './ticket-api.ts';
import type { WalletOffer } from './ticket-rules.ts';
import { TicketView } from './ticket-view.tsx';

interface TicketViewPageProps {
  ticketRef: TicketRef;
  /** The event's name, for the heading. */
  title: string;
  offer: WalletOffer;
}

/** A ticket's page; one the server does not show (unknown, unassigned, order not complete) leads home. */
export function TicketViewPage({ ticketRef, title, offer }: TicketViewPageProps) {
  const { t } = useTranslation();
  const ticket = useQuery(ticketQuery(ticketRef));
  const heading = t('show-ticket.header.title', [title]);
  useDocumentTitle(heading);
  if (ticket.isError) return <Navigate to={pageHref.home()} replace />;
  if (!ticket.data) return <PageLoading />;
  return (
    <section className="shop-ticket-page">
      <h1 tabIndex={-1}>{heading}</h1>
      <TicketView ticketRef={ticketRef} ticket={ticket.data} offer={offer} />
      <AlfioCredits />
    </section>
  );
}
