import { useQuery } from '@tanstack/react-query';
import { eventListQuery } from '../../features/catalogue/api.ts';
import { EventCard } from '../../features/catalogue/components/event-card.tsx';
import { infoQuery } from '../../features/info/api.ts';
import { TicketOwnerForm } from '../../features/reservation/booking/components/ticket-owner-form.tsx';
import { SuccessPage } from '../../features/reservation/outcome/success-page.tsx';
import { EventTickets } from '../../features/ticket/components/event-tickets.tsx';
import { PaidCancellation } from '../../features/payment/components/paid-cancellation.tsx';
import {
  emailBounceCapability,
  emailDeliveryCapability,
  offersCapability,
  paidCancellationCapability,
  reservationTicketsPdfCapability,
  subscriptionInvoiceCapability,
} from '@shop/contract/routes';
import { useTranslation } from '../../lib/i18n.tsx';
import '../../styles/later-steps.scss';

/**
 * Reservation confirmed: the order's tickets come from the ticket feature, each owner form from the
 * reservation's attendee card; a subscription's page also lists the events it can be used for.
 */
export default function ReservationSuccessRoute() {
  const { data: info } = useQuery(infoQuery());
  return (
    <SuccessPage
      subscriptionInvoice={offersCapability(info, subscriptionInvoiceCapability)}
      emailDelivery={offersCapability(info, emailDeliveryCapability)}
      emailBounces={offersCapability(info, emailBounceCapability)}
      paidCancellation={
        offersCapability(info, paidCancellationCapability)
          ? (reservationId) => <PaidCancellation target={{ reservationId }} />
          : undefined
      }
      compatibleEvents={(subscriptionId) => <CompatibleEvents subscriptionId={subscriptionId} />}
      tickets={(order) => (
        <EventTickets
          {...order}
          wallet={info?.walletConfiguration}
          ticketsPdf={offersCapability(info, reservationTicketsPdfCapability)}
          ownerForm={TicketOwnerForm}
        />
      )}
    />
  );
}

/** `GET /events?subscription=`; each event keeps the subscription in its link. */
function CompatibleEvents({ subscriptionId }: { subscriptionId: string }) {
  const { t } = useTranslation();
  const filters = { organizerSlug: null, subscription: subscriptionId, organizer: null, tags: [] };
  const { data: events } = useQuery(eventListQuery(filters));
  if (!events?.length) return null;
  const search = `?subscription=${encodeURIComponent(subscriptionId)}`;
  return (
    <section className="shop-compatible-events" aria-labelledby="shop-compatible-events-title">
      <h2 id="shop-compatible-events-title">{t('reservation-page-complete.subscription.buy-tickets')}</h2>
      <ul className="shop-card-grid">
        {events.map((event) => (
          <EventCard
            key={event.shortName}
            event={event}
            settings={{ showsAvailability: false }}
            search={search}
            eagerImage={false}
          />
        ))}
      </ul>
    </section>
  );
}
