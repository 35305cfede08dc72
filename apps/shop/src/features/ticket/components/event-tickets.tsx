import type { AdditionalServiceWithData, EventDetails, TicketsByTicketCategory } from '@shop/contract';
import { pageHref } from '@shop/contract/routes';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ticketSlots } from '../../../components/ticket-slots.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { reservationTicketsPdfUrl } from '../api.ts';
import type { OwnerFormSlot } from '../../../components/ticket-owner-form-slot.ts';
import { afterRelease, isOnlineTicket, walletOffer, type WalletConfiguration } from '../ticket-rules.ts';
import { TicketCard } from './ticket-card.tsx';

interface EventTicketsProps {
  event: EventDetails;
  reservationId: string;
  categories: readonly TicketsByTicketCategory[];
  items: readonly AdditionalServiceWithData[];
  lockEmailEdit: boolean;
  wallet: WalletConfiguration | undefined;
  finalized: boolean;
  /** The server offers all tickets of an order as one PDF. */
  ticketsPdf: boolean;
  /** A ticket changed on the server, or one was released and others are left: load the order again. */
  onChanged: () => void;
  ownerForm: OwnerFormSlot;
}

/**
 * The order's tickets by category, each with its state, its actions and its owner form. Releasing
 * the last one leaves nothing to show here: the buyer goes to the event page.
 */
export function EventTickets({
  event,
  reservationId,
  categories,
  items,
  lockEmailEdit,
  wallet,
  ticketsPdf,
  finalized,
  onChanged,
  ownerForm,
}: EventTicketsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const slots = ticketSlots(categories);
  const anyAssigned = slots.some(({ ticket }) => ticket.assigned && ticket.downloadEnabled);
  return (
    <section className="shop-tickets" aria-labelledby="shop-tickets-title">
      <h2 id="shop-tickets-title" ref={heading} tabIndex={-1}>
        {t('reservation-page-complete.your-tickets')}
      </h2>
      {finalized && ticketsPdf && anyAssigned ? (
        <p>
          <a
            className="btn btn-outline-secondary"
            href={reservationTicketsPdfUrl(event.shortName, reservationId)}
            download
          >
            {t('shop.ticket.download-all')}
          </a>
        </p>
      ) : null}
      <ul className="shop-ticket-list">
        {slots.map((slot) => {
          const online = isOnlineTicket(event.format, slot.accessType);
          return (
            <TicketCard
              key={slot.ticket.uuid}
              as="li"
              eventShortName={event.shortName}
              slot={slot}
              online={online}
              offer={walletOffer(wallet, online)}
              languages={event.contentLanguages}
              lockEmailEdit={lockEmailEdit}
              transferEnabled={event.assignmentConfiguration.enableTicketTransfer}
              items={items.filter((item) => item.ticketUUID === slot.ticket.uuid)}
              finalized={finalized}
              showLink
              onChanged={onChanged}
              onReleased={() => {
                // The released ticket's card goes away with the focus in it.
                heading.current?.focus();
                if (afterRelease('success-page', slots.length - 1) === 'event-page')
                  void navigate(pageHref.event(event.shortName));
                else onChanged();
              }}
              ownerForm={ownerForm}
            />
          );
        })}
      </ul>
    </section>
  );
}
