import type { AdditionalField, AdditionalServiceWithData, Language } from '@shop/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { isFieldEditable } from '../additional-field-rules.ts';
import { maxText } from '../../../../components/invoice/invoice-values.ts';
import type { TicketSlot } from '../../../../components/ticket-slots.ts';
import { bookingPath, type BookingFormValues } from '../booking-values.ts';
import { AdditionalFieldControl } from './additional-field.tsx';
import { AdditionalServiceFields, type MoveRequest } from './additional-service-fields.tsx';
import { ContextField, controlClass } from '../../../../components/ui/context-field.tsx';
import { FormSelect } from '../../../../components/ui/form-select.tsx';

interface AttendeeCardProps {
  slot: TicketSlot;
  locks: { names: boolean; email: boolean };
  languages: readonly Language[];
  items: readonly AdditionalServiceWithData[];
  otherTickets: readonly TicketSlot[];
  /** Absent where the form has no contact data to copy. */
  onCopyContact?: (uuid: string) => void;
  onMove: (request: MoveRequest) => void;
  focusItemId: number | null;
}

/**
 * One ticket's attendee: its fields before and after the standard ones,
 * names and e-mail (read-only where locked), the preferred language when there is a choice,
 * and the supplements linked to it.
 */
export function AttendeeCard({
  slot,
  locks,
  languages,
  items,
  otherTickets,
  onCopyContact,
  onMove,
  focusItemId,
}: AttendeeCardProps) {
  const { t } = useTranslation();
  const { register } = useFormContext<BookingFormValues>();
  const headingId = useId();
  const { ticket } = slot;
  const path = (...segments: string[]) => bookingPath('tickets', ticket.uuid, ...segments);
  const fields = (list: readonly AdditionalField[]) =>
    list.map((field) => (
      <AdditionalFieldControl
        key={field.name}
        field={field}
        name={path('additional', field.name)}
        editable={isFieldEditable(field, ticket.acquired)}
      />
    ));

  return (
    <article className="card shop-attendee" aria-labelledby={headingId}>
      <div className="card-body">
        <div className="shop-attendee-header">
          <h4 id={headingId}>{t('shop.booking.ticket-number', [slot.number])}</h4>
          {!onCopyContact || (locks.names && locks.email) ? null : (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => onCopyContact(ticket.uuid)}
              aria-describedby={headingId}
            >
              {t('reservation-page.copy-attendee')}
            </button>
          )}
        </div>
        {fields(ticket.ticketFieldConfigurationBeforeStandard)}
        <div className="shop-form-row">
          <ContextField name={path('firstName')} label={t('common.first-name')} required>
            {(control) => (
              <input
                {...control}
                {...register(path('firstName'))}
                className={controlClass('form-control', control, locks.names)}
                readOnly={locks.names}
                type="text"
                autoComplete="off"
                maxLength={maxText}
              />
            )}
          </ContextField>
          <ContextField name={path('lastName')} label={t('common.last-name')} required>
            {(control) => (
              <input
                {...control}
                {...register(path('lastName'))}
                className={controlClass('form-control', control, locks.names)}
                readOnly={locks.names}
                type="text"
                autoComplete="off"
                maxLength={maxText}
              />
            )}
          </ContextField>
        </div>
        <ContextField name={path('email')} label={t('common.email')} required>
          {(control) => (
            <input
              {...control}
              {...register(path('email'))}
              className={controlClass('form-control', control, locks.email)}
              readOnly={locks.email}
              type="email"
              autoComplete="off"
              maxLength={maxText}
            />
          )}
        </ContextField>
        {fields(ticket.ticketFieldConfigurationAfterStandard)}
        {languages.length > 1 ? (
          <ContextField name={path('userLanguage')} label={t('reservation-page-complete.language')}>
            {(control) => (
              <FormSelect name={path('userLanguage')} control={control}>
                <option value="">{t('shop.event-page.waiting-list.choose-language')}</option>
                {languages.map((language) => (
                  <option key={language.locale} value={language.locale} lang={language.locale}>
                    {language.displayLanguage}
                  </option>
                ))}
              </FormSelect>
            )}
          </ContextField>
        ) : null}
        <AdditionalServiceFields
          uuid={ticket.uuid}
          items={items}
          otherTickets={otherTickets}
          onMove={onMove}
          focusItemId={focusItemId}
        />
      </div>
    </article>
  );
}
