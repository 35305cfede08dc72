import { useId, useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { OwnerFormSlotArgs } from '../../../../components/ticket-owner-form-slot.ts';
import { GlobalErrors } from '../../../../components/ui/form-errors.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import type { GlobalError } from '../../../../lib/api-client.ts';
import { useTranslation } from '../../../../lib/i18n.tsx';
import { applyServerErrors } from '../../../../lib/server-errors.ts';
import { useSubmit } from '../../../../lib/use-submit.ts';
import { additionalServicesBody, ticketBody } from '../booking-body.ts';
import { ticketLocks } from '../booking-config.ts';
import { additionalServiceDefaults, defaultLanguageOf, ticketDefaults } from '../booking-defaults.ts';
import { shownInDocument, ticketOwnerErrorResolver } from '../booking-error-paths.ts';
import { ticketOwnerResolver } from '../booking-schema.ts';
import type { BookingFormValues } from '../booking-values.ts';
import { AttendeeCard } from './attendee-card.tsx';

type TicketOwnerFormProps = OwnerFormSlotArgs;

const noMove = () => undefined;

/**
 * Assigns a ticket or changes its holder after the purchase, with the booking step's attendee
 * card and rules, so both forms draw and check the same fields. Its values keep the booking
 * form's shape (`tickets.{uuid}…`) for the card's sake; what the server reports without that
 * prefix is put back under it. The ticket feature's cards show it: the routes pass it in as their
 * owner form, and `save` sends the ticket feature's update.
 */
export function TicketOwnerForm({
  slot,
  lockEmailEdit,
  transferEnabled,
  languages,
  items,
  save,
  onSaved,
  onCancel,
}: TicketOwnerFormProps) {
  const { t, lang } = useTranslation();
  const { ticket } = slot;
  const [defaults] = useState<Partial<BookingFormValues>>(() => ({
    tickets: { [ticket.uuid]: ticketDefaults(ticket, languages, defaultLanguageOf(languages, lang), null) },
    additionalServices: additionalServiceDefaults(items),
  }));
  const form = useForm<BookingFormValues>({
    defaultValues: defaults,
    resolver: ticketOwnerResolver(ticket, items),
    mode: 'onSubmit',
    // Checked again while typing, not on leaving the field: an error that vanished on blur would move
    // the submit button between press and release, and the press would be lost.
    reValidateMode: 'onChange',
  });
  const { run, busy } = useSubmit();
  const [globalErrors, setGlobalErrors] = useState<GlobalError[]>([]);
  const errorsId = useId();
  const locks = ticketLocks(ticket, lockEmailEdit, transferEnabled);

  const submitValues = async (values: BookingFormValues) => {
    const attendee = values.tickets[ticket.uuid];
    if (!attendee) return;
    try {
      await run(async () => {
        setGlobalErrors([]);
        await save({
          ...ticketBody(attendee),
          additionalServices: additionalServicesBody(values.additionalServices),
        });
        // Addresses compare without case, as the server decides whether the ticket goes out again.
        onSaved(attendee.email.trim().toLowerCase() !== (ticket.email ?? '').trim().toLowerCase());
        return 'staying';
      });
    } catch (failure) {
      const resolve = ticketOwnerErrorResolver(ticket.uuid, values, shownInDocument);
      setGlobalErrors(applyServerErrors(form, failure, { resolve }));
    }
  };
  const submit = (event: FormEvent) => form.handleSubmit(submitValues)(event);

  return (
    <FormProvider {...form}>
      <form className="shop-ticket-owner-form" noValidate onSubmit={submit} aria-describedby={errorsId}>
        <div id={errorsId}>
          <GlobalErrors errors={globalErrors} />
        </div>
        {ticket.assigned && !locks.names ? (
          <p className="form-text">{t('reservation-page-complete.info-update')}</p>
        ) : null}
        <AttendeeCard
          slot={slot}
          locks={locks}
          languages={languages}
          items={items}
          otherTickets={[]}
          onMove={noMove}
          focusItemId={null}
        />
        <div className="shop-form-actions">
          <button type="submit" className="btn btn-primary" aria-disabled={busy || undefined}>
            {busy ? <Spinner small /> : null}
            {t(ticket.assigned ? 'reservation-page-complete.update' : 'reservation-page-complete.assign')}
          </button>
          {onCancel ? (
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              {t('reservation-page-complete.cancel')}
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
