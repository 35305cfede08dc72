import type { EventDetails, ItemsByCategory } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { ticketCategoriesQuery } from '../api.ts';
import { localized } from '../../../lib/localized.ts';
import { errorsFromAddress } from '../page-address.ts';
import { useEventStructuredData } from '../use-event-structured-data.ts';
import { useLiveAvailability } from '../use-live-availability.ts';
import { usePromoCode } from '../use-promo-code.ts';
import { EventSummary } from './event-summary.tsx';
import { loadAdditionalServices } from '../lazy-parts.ts';
import { TicketSection } from './ticket-section.tsx';

/** What the waiting-list form needs from the ticket information. */
export interface WaitingListSlot {
  preSales: boolean;
  categories: ItemsByCategory['ticketCategoriesForWaitingList'];
}

interface EventPageProps {
  event: EventDetails;
  /** The waiting-list form, shown when the server opens the list (sold out or before sales). */
  waitingList: (slot: WaitingListSlot) => ReactNode;
  /** What stands before the ticket selection (the fair queue's waiting room), given the selection. */
  ticketGate?: (tickets: ReactNode) => ReactNode;
  /** The server pushes availability changes (it lists `liveAvailabilityCapability`). */
  liveAvailability?: boolean;
}

/**
 * The event page: summary, ticket selection and, when open, the waiting list.
 * Ticket information is loaded with the applied code; a `code` in the address is checked first.
 */
export function EventPage({ event, waitingList, ticketGate, liveAvailability = false }: EventPageProps) {
  const { t, lang } = useTranslation();
  const title = localized(event.title, lang) || event.displayName;
  useDocumentTitle(t('show-event.header.title', [title]));
  const [searchParams] = useSearchParams();
  const promo = usePromoCode(event.shortName, searchParams.get('code'));
  const items = useQuery({
    ...ticketCategoriesQuery(event.shortName, promo.applied?.code ?? null),
    enabled: !promo.awaitingInitialCode,
    placeholderData: keepPreviousData,
  });
  const errorsParam = searchParams.get('errors');
  const addressErrors = useMemo(() => errorsFromAddress(errorsParam), [errorsParam]);
  useEventStructuredData(event, items.data?.ticketCategories, lang);
  const availabilityNews = useLiveAvailability(event.shortName, liveAvailability);
  const offersServices = (items.data?.additionalServices.length ?? 0) > 0;
  useEffect(() => {
    // Fetched as soon as the event turns out to offer some, even while a waiting room holds the tickets.
    if (offersServices) void loadAdditionalServices().catch(() => undefined);
  }, [offersServices]);

  const tickets = items.data ? (
    // Waits for the code of supplements and donations, if any: the section appears once, whole.
    <Suspense fallback={<PageLoading />}>
      <TicketSection
        event={event}
        items={items.data}
        reloading={items.isFetching}
        reload={items.refetch}
        promo={promo}
        addressErrors={addressErrors}
      />
    </Suspense>
  ) : items.isError ? (
    <section className="shop-ticket-section">
      <h2>{t('show-event.tickets')}</h2>
      <RetryAlert message={t('shop.error.generic')} onRetry={() => void items.refetch()} />
    </section>
  ) : (
    <PageLoading />
  );

  return (
    <article className="shop-event-page">
      <EventSummary event={event} title={title} />
      {/* Polite: a category selling out while the buyer chooses is told without moving the focus. */}
      <p className="visually-hidden" role="status">
        {availabilityNews}
      </p>
      {ticketGate ? ticketGate(tickets) : tickets}
      {items.data?.waitingList
        ? waitingList({ preSales: items.data.preSales, categories: items.data.ticketCategoriesForWaitingList })
        : null}
    </article>
  );
}
