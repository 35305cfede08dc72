import type { AdditionalServiceWithData } from '@shop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { localized } from '../../../../lib/localized.ts';
import type { TicketSlot } from '../../../../components/ticket-slots.ts';
import { bookingPath, type AdditionalServiceValues, type BookingFormValues } from '../booking-values.ts';
import { AdditionalFieldControl } from './additional-field.tsx';

export interface MoveRequest {
  itemId: number;
  from: string;
  to: string;
}

interface AdditionalServiceFieldsProps {
  /** The ticket whose items these are. */
  uuid: string;
  items: readonly AdditionalServiceWithData[];
  /** Where an item may go instead: the reservation's other tickets. */
  otherTickets: readonly TicketSlot[];
  onMove: (request: MoveRequest) => void;
  /** The item just moved here takes the focus, so the keyboard follows it. */
  focusItemId: number | null;
}

/**
 * The supplements linked to one ticket: each with its own fields and, when the
 * reservation has other tickets, a way to move it to one of them.
 */
export function AdditionalServiceFields({
  uuid,
  items,
  otherTickets,
  onMove,
  focusItemId,
}: AdditionalServiceFieldsProps) {
  const entries =
    (useWatch<BookingFormValues>({ name: bookingPath('additionalServices', uuid) }) as
      AdditionalServiceValues[] | undefined) ?? [];
  const byId = new Map(items.map((item) => [item.itemId, item]));
  return (
    <>
      {entries.map((entry, index) => {
        const item = byId.get(entry.additionalServiceItemId);
        // Donations carry no fields to fill in; only supplements are shown.
        if (!item || item.type !== 'SUPPLEMENT') return null;
        return (
          <AdditionalServiceItem
            key={item.itemId}
            item={item}
            name={bookingPath('additionalServices', uuid, index, 'additional')}
            uuid={uuid}
            otherTickets={otherTickets}
            onMove={onMove}
            focused={focusItemId === item.itemId}
          />
        );
      })}
    </>
  );
}

interface ItemProps {
  item: AdditionalServiceWithData;
  name: string;
  uuid: string;
  otherTickets: readonly TicketSlot[];
  onMove: (request: MoveRequest) => void;
  focused: boolean;
}

function AdditionalServiceItem({ item, name, uuid, otherTickets, onMove, focused }: ItemProps) {
  const { t, lang } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [target, setTarget] = useState('');
  const title = localized(item.title, lang);

  useEffect(() => {
    if (focused) heading.current?.focus();
  }, [focused]);

  return (
    <div className="shop-additional-service">
      <h5 ref={heading} id={`${id}-title`} tabIndex={-1}>
        {title}
      </h5>
      {item.ticketFieldConfiguration.map((field) => (
        <AdditionalFieldControl key={field.name} field={field} name={bookingPath(name, field.name)} editable />
      ))}
      {otherTickets.length > 0 ? (
        <div className="shop-move-service">
          <label htmlFor={`${id}-move`} className="form-label">
            {t('reservation-page.move-additional-service')}
          </label>
          <div className="shop-move-service-controls">
            <select
              id={`${id}-move`}
              className="form-select"
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              aria-describedby={`${id}-title`}
            >
              <option value="">{t('shop.booking.choose-ticket')}</option>
              {otherTickets.map((slot) => (
                <option key={slot.ticket.uuid} value={slot.ticket.uuid}>
                  {ticketName(t, slot)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-describedby={`${id}-title`}
              onClick={() => target && onMove({ itemId: item.itemId, from: uuid, to: target })}
              aria-disabled={!target || undefined}
            >
              {t('shop.booking.move')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** "Ticket #2 (Standard): Ada Lovelace", or without the name while none is known. */
export function ticketName(t: (key: string, args?: (string | number)[]) => string, slot: TicketSlot): string {
  const name = [slot.ticket.firstName, slot.ticket.lastName].filter(Boolean).join(' ');
  return t(name ? 'shop.booking.ticket-with-name' : 'shop.booking.ticket', [slot.number, slot.categoryName, name]);
}
