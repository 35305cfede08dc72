import type { AdditionalServiceWithData, Language } from '@shop/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { showToast } from '../../../lib/toasts.ts';
import type { TicketSlot } from '../../../components/ticket-slots.ts';
import { updateTicket } from '../api.ts';
import type { OwnerFormSlot } from '../../../components/ticket-owner-form-slot.ts';
import type { WalletOffer } from '../ticket-rules.ts';
import { TicketActions } from './ticket-actions.tsx';

interface TicketCardProps {
  as: 'li' | 'section';
  eventShortName: string;
  slot: TicketSlot;
  online: boolean;
  offer: WalletOffer;
  languages: readonly Language[];
  /** The organizer keeps a set e-mail address from changing. */
  lockEmailEdit: boolean;
  /** The organizer lets a ticket that has a holder move to somebody else. */
  transferEnabled: boolean;
  /** The supplements linked to this ticket. */
  items: readonly AdditionalServiceWithData[];
  /** The order is complete: until then a ticket can be neither used nor changed. */
  finalized: boolean;
  /** On the ticket's own pages the "show" link would lead to itself. */
  showLink: boolean;
  /** The ticket changed on the server: load it again. */
  onChanged: () => void;
  onReleased: () => void;
  ownerForm: OwnerFormSlot;
}

/**
 * One ticket of an order: assigned (success style, with its holder) or not yet (warning style,
 * its owner form open), its actions, and the owner form in place.
 */
export function TicketCard({
  as: Tag,
  eventShortName,
  slot,
  online,
  offer,
  languages,
  lockEmailEdit,
  transferEnabled,
  items,
  finalized,
  showLink,
  onChanged,
  onReleased,
  ownerForm: OwnerForm,
}: TicketCardProps) {
  const { t } = useTranslation();
  const { ticket, categoryName, number } = slot;
  const [editing, setEditing] = useState(!ticket.assigned);
  const formId = useId();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const ticketRef = { eventShortName, ticketUuid: ticket.uuid };
  const saved = (emailChanged: boolean) => {
    // Assigning the ticket, or giving it a new address, sends it to its holder.
    if (emailChanged) showToast('SUCCESS', 'email.ticket-email-sent');
    setEditing(false);
    // The form goes away with the focus in it: the keyboard continues from the ticket's heading.
    heading.current?.focus();
    onChanged();
  };
  const name = `${t('reservation-page-complete.ticket-nr')}${number}`;
  return (
    <Tag
      className={`card shop-ticket ${ticket.assigned ? 'shop-ticket-assigned' : 'shop-ticket-unassigned'}`}
      aria-labelledby={headingId}
    >
      <div className="card-body">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h5 shop-ticket-title">
          {name} <small>— {categoryName}</small>
        </h3>
        <p className={ticket.assigned ? 'shop-ticket-holder' : 'shop-ticket-holder shop-ticket-holder-missing'}>
          {ticket.assigned ? ticket.fullName : t('reservation-page-complete.ticket-not-assigned')}
        </p>
        {finalized ? (
          <>
            <TicketActions
              ticketRef={ticketRef}
              ticket={ticket}
              name={name}
              online={online}
              offer={offer}
              editor={{ open: editing, toggle: () => setEditing((open) => !open), formId }}
              showLink={showLink}
              onReleased={onReleased}
            />
            <div id={formId} hidden={!editing}>
              {editing ? (
                <OwnerForm
                  slot={slot}
                  lockEmailEdit={lockEmailEdit}
                  transferEnabled={transferEnabled}
                  languages={languages}
                  items={items}
                  save={(body) => updateTicket(ticketRef, body)}
                  onSaved={saved}
                  onCancel={ticket.assigned ? () => setEditing(false) : undefined}
                />
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </Tag>
  );
}
