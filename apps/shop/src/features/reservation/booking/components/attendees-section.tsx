import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { localized } from '../../../../lib/localized.ts';
import { attendeeLocks, canPostponeAssignment, type BookingConfig } from '../booking-config.ts';
import { bookingPath, type AdditionalServiceValues, type BookingFormValues } from '../booking-values.ts';
import type { MoveRequest } from './additional-service-fields.tsx';
import { AttendeeCard } from './attendee-card.tsx';

const contactFields = ['firstName', 'lastName', 'email'] as const;

/**
 * Attendees: one card per ticket, grouped by category, unless the buyer postpones
 * the assignment where that is allowed.
 */
export function AttendeesSection({ config }: { config: BookingConfig }) {
  const { t, lang } = useTranslation();
  const { register, getValues, setValue } = useFormContext<BookingFormValues>();
  const postponed = useWatch<BookingFormValues, 'postponeAssignment'>({ name: 'postponeAssignment' });
  const [moved, setMoved] = useState<{ itemId: number; to: string; message: string } | null>(null);
  const slots = new Map(config.tickets.map((slot) => [slot.ticket.uuid, slot]));
  const items = config.reservation.additionalServiceWithData;

  const copyContact = (uuid: string) => {
    const slot = slots.get(uuid);
    if (!slot) return;
    const locks = attendeeLocks(config, slot);
    for (const field of contactFields) {
      if (field === 'email' ? locks.email : locks.names) continue;
      setValue(bookingPath('tickets', uuid, field), getValues(field), { shouldDirty: true });
    }
  };

  const move = ({ itemId, from, to }: MoveRequest) => {
    const list = (uuid: string) =>
      (getValues(bookingPath('additionalServices', uuid)) as AdditionalServiceValues[] | undefined) ?? [];
    const entry = list(from).find((candidate) => candidate.additionalServiceItemId === itemId);
    const item = items.find((candidate) => candidate.itemId === itemId);
    if (!entry || !item) return;
    setValue(bookingPath('additionalServices', from), list(from).filter((candidate) => candidate !== entry) as never);
    setValue(bookingPath('additionalServices', to), [...list(to), { ...entry, ticketUUID: to }] as never);
    setMoved({
      itemId,
      to,
      message: t('shop.booking.moved', [localized(item.title, lang), slots.get(to)?.number ?? '']),
    });
  };

  return (
    <section className="shop-booking-section" aria-labelledby="booking-attendees-heading">
      <h2 id="booking-attendees-heading">{t('reservation-page.attendees')}</h2>
      {canPostponeAssignment(config) ? (
        <div className="form-check shop-form-field">
          <input
            className="form-check-input"
            id="booking-postpone"
            type="checkbox"
            {...register('postponeAssignment')}
          />
          <label className="form-check-label" htmlFor="booking-postpone">
            {t('reservation-page.postpone-assignment')}
          </label>
        </div>
      ) : null}
      <p className="visually-hidden" role="status">
        {moved?.message ?? ''}
      </p>
      {postponed
        ? null
        : config.reservation.ticketsByCategory.map((category, index) => (
            <section
              key={`${category.name}-${index}`}
              className="shop-attendee-category"
              aria-labelledby={`booking-category-${index}`}
            >
              <h3 id={`booking-category-${index}`}>{category.name}</h3>
              {category.tickets.map((ticket) => {
                const slot = slots.get(ticket.uuid);
                if (!slot) return null;
                return (
                  <AttendeeCard
                    key={ticket.uuid}
                    slot={slot}
                    locks={attendeeLocks(config, slot)}
                    languages={config.languages}
                    items={items}
                    otherTickets={config.tickets.filter((other) => other.ticket.uuid !== ticket.uuid)}
                    onCopyContact={copyContact}
                    onMove={move}
                    focusItemId={moved?.to === ticket.uuid ? moved.itemId : null}
                  />
                );
              })}
            </section>
          ))}
    </section>
  );
}
